import { createClient, type Client } from '../api/client';
import { createI18n, type I18n } from '../i18n';
import { common } from '../i18n/common.messages';
import { createStorage, KEYS, type Storage } from '../storage';
import { createNotify, type Notify } from './notify';
import type { Bus } from './bus';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { createLog, type Log } from './log';
import { createNav, type Nav } from './nav';
import { createSession, type Session } from './session';

/** Everything a widget may use, reached through `useServices()`; tests build fakes of any part. */
export interface Services {
  config: Config;
  api: Client;
  bus: Bus;
  i18n: I18n;
  storage: Storage;
  notify: Notify;
  log: Log;
  clock: Clock;
  nav: Nav;
  session: Session;
  /** Unique per mounted root (`wgt-online-counter-2`): prefix element ids with it. */
  instanceId: string;
}

export function createServices(win: Window, config: Config, bus: Bus): Services {
  const log = createLog('runtime');
  const warn = (message: string) => log.warn(message);
  const storage = createStorage(win, warn);
  // A page without a session: what an earlier sign-in left in local storage goes (README "Security model").
  if (!config.apiToken) [KEYS.token, KEYS.user].forEach((key) => storage.local.remove(key));
  const nav = createNav(win, config.locale, warn);
  const i18n = createI18n(config.locale, warn);
  i18n.add(common);
  const token = config.apiToken;
  const session = createSession({ token, api: () => api, storage, bus, nav, log });
  const api: Client = createClient({
    baseUrl: config.apiUrl,
    token,
    csrfToken: config.csrfToken,
    locale: config.locale,
    pageOrigin: win.location.origin,
    onUnauthorized: () => void session.expire(),
    warn,
  });
  return {
    config,
    api,
    bus,
    i18n,
    storage,
    notify: createNotify(systemClock),
    log,
    clock: systemClock,
    nav,
    session,
    instanceId: 'wgt',
  };
}

/** The same services with a log and an id of one mounted widget. */
export function forInstance(services: Services, name: string, n: number): Services {
  return { ...services, log: createLog(`${name}#${n}`), instanceId: `wgt-${name}-${n}` };
}
