import { vi } from 'vitest';
import { createClient } from '../../shared/api/client';
import { createI18n } from '../../shared/i18n';
import { common } from '../../shared/i18n/common.messages';
import { createBus } from '../../shared/runtime/bus';
import { systemClock } from '../../shared/runtime/clock';
import type { Config } from '../../shared/runtime/config';
import type { Log } from '../../shared/runtime/log';
import type { Nav } from '../../shared/runtime/nav';
import { withLocale } from '../../shared/i18n/locales';
import { safeUrl } from '../../shared/runtime/safe-url';
import type { Services } from '../../shared/runtime/services';
import type { Session } from '../../shared/runtime/session';
import type { Storage } from '../../shared/storage';
import { is, type Struct } from 'superstruct';
import { createNotify } from '../../shared/runtime/notify';
import { fakeFetch, type Routes } from './fake-fetch';

export const API = 'http://api.test';
export const SITE = 'http://site.test';

export interface FakeOptions {
  routes?: Routes;
  config?: Partial<Config>;
  storage?: Storage;
}

/** Real services wired to a fake network, spy log/nav/session: what component tests render with. */
export function fakeServices({ routes = {}, config = {}, storage }: FakeOptions = {}) {
  const full: Config = {
    apiUrl: API,
    apiToken: '',
    isHome: false,
    locale: 'ru',
    recaptchaSiteKey: 'key',
    productName: 'Nova RP',
    csrfToken: 'csrf',
    ...config,
  };
  const network = fakeFetch(routes);
  const log: Log = { warn: vi.fn(), error: vi.fn() };
  const session = {
    token: full.apiToken,
    signedIn: full.apiToken !== '',
    signIn: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    expire: vi.fn(async () => {}),
  } satisfies Session;
  const nav: Nav = {
    path: vi.fn(() => '/'),
    search: vi.fn(() => new URLSearchParams()),
    hash: vi.fn(() => ''),
    setHash: vi.fn(),
    forgetQuery: vi.fn(),
    push: vi.fn(),
    onPop: vi.fn(() => () => {}),
    assign: vi.fn(() => true),
    reload: vi.fn(),
    url: (value, kind, embedHosts) => safeUrl(value, kind, { origin: SITE, warn: log.warn, embedHosts }),
    localePath: (path) => withLocale(full.locale, path),
    title: vi.fn(),
  };
  const i18n = createI18n(full.locale, log.warn);
  i18n.add(common);
  const api = createClient({
    baseUrl: full.apiUrl,
    token: full.apiToken,
    csrfToken: full.csrfToken,
    pageOrigin: SITE,
    onUnauthorized: () => void session.expire(),
    warn: log.warn,
    fetch: network.fetch,
  });
  const services: Services = {
    config: full,
    api,
    bus: createBus(),
    i18n,
    storage: storage ?? memoryStorage(),
    notify: createNotify(systemClock),
    log,
    clock: systemClock,
    nav,
    session,
    instanceId: 'wgt-test-1',
  };
  return { services, requests: network.requests, log, nav, session };
}

export function memoryStorage(): Storage {
  let token = '';
  const area = () => {
    // Like shared/storage: values kept as JSON, and a read with a schema gives undefined for what fails it.
    const map = new Map<string, string | undefined>();
    return {
      get: <T>(key: string, struct?: Struct<T>) => {
        const raw = map.get(key);
        const value: unknown = raw === undefined ? undefined : JSON.parse(raw);
        return (struct && !is(value, struct) ? undefined : value) as T | undefined;
      },
      set: (key: string, value: unknown) => void map.set(key, JSON.stringify(value)),
      remove: (key: string) => void map.delete(key),
      forget: () => map.clear(),
      watch: () => () => {},
    };
  };
  return {
    token: { get: () => token, set: (t) => void (token = t), clear: () => void (token = '') },
    local: area(),
    session: area(),
  };
}
