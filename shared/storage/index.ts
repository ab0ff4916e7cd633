import { is, type Struct } from 'superstruct';

/** The storage keys the site shares between pages (docs/ARCHITECTURE.md, "Storage keys"). */
export const KEYS = {
  token: 'token',
  user: 'user',
  product: 'product',
  counter: 'counter',
  promoBannerClosed: 'promoBannerClosed',
} as const;

export interface KeyValueStore {
  get<T>(key: string, struct?: Struct<T>): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  clear(): void;
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
    local: keyValue(() => win.localStorage, warn),
    session: keyValue(() => win.sessionStorage, warn),
  };
}

function keyValue(area: () => globalThis.Storage, warn: (message: string) => void): KeyValueStore {
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
    remove: (key) => attempt(warn, () => area().removeItem(key)),
    clear: () => attempt(warn, () => area().clear()),
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
