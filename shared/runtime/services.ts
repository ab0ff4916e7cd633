import { nanoid } from 'nanoid';
import { createClient, type Client, type ClientOptions } from '../api/client';
import { createI18n, type I18n } from '../i18n';
import { common } from '../i18n/common.messages';
import { createStorage, KEYS, type KeyValueStore, type Storage } from '../storage';
import { createNotify, type Notify } from './notify';
import type { Bus } from './bus';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { createLog, type Log } from './log';
import { createNav, type Nav } from './nav';
import { createSession, type Session } from './session';
import { yieldToMain } from './yield-to-main';

/**
 * `?widgets-debug=contract` on a page: contract mode (docs/BACKEND.md), for backend developers and QA. Its code
 * loads only then.
 */
export function contractCheck(warn: (message: string) => void): NonNullable<ClientOptions['check']> {
  const said = new Set<string>();
  return (call, data, struct) =>
    void import('../api/contract-mode').then((m) => m.contractWarnings(call, data, struct, said).forEach(warn));
}

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
  /**
   * Unique per mounted root and unguessable (`wgt-online-counter-V1StGXR8`): prefix element ids with it. No
   * other markup on the host page can know it in advance, so none can take a widget's ids (a `label for`,
   * an `aria-describedby` target, a `getElementById`) by arriving first (docs/ARCHITECTURE.md, "Libraries").
   */
  instanceId: string;
}

export function createServices(win: Window, config: Config, bus: Bus): Services {
  const log = createLog('runtime');
  // The parts built here say who they are (`[widgets] api: …`), so their warnings go out as they are.
  const warn = (message: string) => console.warn(message);
  const created = createStorage(win, warn);
  // A page without a session: what an earlier sign-in left in local storage goes (README "Security model").
  const storage = config.apiToken
    ? created
    : { ...created, local: forgetFirst(win, created.local, [KEYS.token, KEYS.user]) };
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
    check: /[?&]widgets-debug=contract(&|$)/.test(win.location.search) ? contractCheck(warn) : undefined,
    yieldToMain,
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

/**
 * `store` with `keys` removed in the next task or before its first use, whichever comes first: a page's first
 * touch of local storage is a disk read (20-30 ms at 1x), which would hold up the page's first reads.
 */
function forgetFirst(win: Window, store: KeyValueStore, keys: string[]): KeyValueStore {
  let pending = true;
  const forget = () => {
    if (pending) keys.forEach((key) => store.remove(key));
    pending = false;
  };
  win.setTimeout(forget);
  return {
    get: (key, struct) => (forget(), store.get(key, struct)),
    set: (key, value) => (forget(), store.set(key, value)),
    remove: (key) => (forget(), store.remove(key)),
    forget: () => (forget(), store.forget()),
    watch: (key, listener) => (forget(), store.watch(key, listener)),
  };
}

/** The same services with a log (`name#n`, readable) and an element id prefix (random) of one mounted widget. */
export function forInstance(services: Services, name: string, n: number): Services {
  return { ...services, log: createLog(`${name}#${n}`), instanceId: `wgt-${name}-${nanoid(8)}` };
}
