import { is, type Struct } from 'superstruct';

/** The storage keys the site shares between pages (docs/ARCHITECTURE.md, "Storage keys"). */
export const KEYS = {
  token: 'token',
  user: 'user',
  product: 'product',
  counter: 'counter',
  /** When the `counter` minutes were stored (ms since the epoch): keeps the cooldown honest across reloads. */
  counterAt: 'counterAt',
  promoBannerClosed: 'promoBannerClosed',
} as const;

export interface KeyValueStore {
  get<T>(key: string, struct?: Struct<T>): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Removes the product's keys (KEYS) only: the host's own entries on the origin stay. */
  forget(): void;
  /** Calls `listener` when another tab changes `key` (the `storage` event; read the new value with get); returns the unsubscribe. */
  watch(key: string, listener: () => void): () => void;
}

export interface Storage {
  /** The session token cookie (path /). */
  token: { get(): string; set(token: string, days?: number): void; clear(): void };
  local: KeyValueStore;
  session: KeyValueStore;
}

const TOKEN_DAYS = 30;

/** Cookies and web storage behind one interface that never throws (private mode, disabled storage, bad JSON). */
export function createStorage(win: Window, warn: (message: string) => void = () => {}): Storage {
  const doc = win.document;
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  return {
    token: {
      get: () => readCookie(doc, KEYS.token),
      set(token, days = TOKEN_DAYS) {
        attempt(warn, () => {
          doc.cookie = `${KEYS.token}=${encodeURIComponent(token)}; path=/; max-age=${Math.round(days * 86400)}; SameSite=Lax${secure}`;
        });
      },
      clear() {
        attempt(warn, () => {
          doc.cookie = `${KEYS.token}=; path=/; max-age=0; SameSite=Lax${secure}`;
        });
      },
    },
    local: keyValue(win, () => win.localStorage, warn),
    session: keyValue(win, () => win.sessionStorage, warn),
  };
}

function keyValue(win: Window, area: () => globalThis.Storage, warn: (message: string) => void): KeyValueStore {
  const remove = (key: string) => attempt(warn, () => area().removeItem(key));
  return {
    get<T>(key: string, struct?: Struct<T>): T | undefined {
      const raw = attempt(warn, () => area().getItem(key));
      if (raw == null) return undefined;
      let value: unknown = raw;
      try {
        value = JSON.parse(raw);
      } catch {
        // plain strings are kept as they are
      }
      return struct && !conforms(value, struct) ? undefined : (value as T);
    },
    set: (key, value) => attempt(warn, () => area().setItem(key, JSON.stringify(value))),
    remove,
    forget: () => Object.values(KEYS).forEach(remove),
    watch(key, listener) {
      // A host's localStorage.clear() (key null) counts as a change of every key.
      const onStorage = (e: StorageEvent) =>
        (e.key === key || e.key === null) && e.storageArea === attempt(warn, area) && listener();
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}

/** superstruct's is(), where a value it cannot print in a message (`{"toString": {}}`) throws: not its shape. */
function conforms<T>(value: unknown, struct: Struct<T>): value is T {
  try {
    return is(value, struct);
  } catch {
    return false;
  }
}

function readCookie(doc: Document, name: string): string {
  const cookies =
    attempt(
      () => {},
      () => doc.cookie,
    ) ?? '';
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return safeDecode(rest.join('='));
  }
  return '';
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function attempt<T>(warn: (message: string) => void, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    warn(`[widgets] storage: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
