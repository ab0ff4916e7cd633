import { createFetch, type FetchResponse } from 'ofetch';
import { create, StructError, type Struct } from 'superstruct';
import { ApiError, isOffline } from './errors';
import { failureText } from './struct-failure';

export const HTTP_TIMEOUT_MS = 50_000;
const LOGGED_ONLY = new Set([403, 404, 429, 500]);

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Bypass the page's GET cache (refreshing data on purpose). */
  fresh?: boolean;
  /** A web-server route on the page's own origin (not under apiUrl). */
  site?: boolean;
}

export interface ClientOptions {
  baseUrl: string;
  /** The page's session token ('' for a visitor): fixed for the page's life (sign-in and out reload). */
  token: string;
  csrfToken: string;
  /** The page locale, sent as `Accept-Language` (CORS-safelisted: no preflight) so server content is localized. */
  locale?: string;
  pageOrigin: string;
  /** A 401 on a call that carried the bearer token (the session ended). */
  onUnauthorized: () => void;
  warn: (message: string) => void;
  fetch?: typeof globalThis.fetch;
  timeout?: number;
  /** Contract mode (docs/BACKEND.md): sees every answer body with the struct it must pass. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  check?: (call: string, data: unknown, struct: Struct<any, unknown>) => void;
  /**
   * Lets the main thread go before a prefetched answer is read: answers already in when their widgets ask
   * would otherwise be checked and rendered all in one task.
   */
  yieldToMain?: () => Promise<void>;
}

export interface Client {
  get<T>(path: string, struct: Struct<T, unknown>, options?: RequestOptions): Promise<T>;
  /**
   * Starts a GET the page will need (a widget's first read, while its code loads: widgets/first-reads.ts);
   * the first `get` of the same address takes its answer, fresh or not, and checks it with its own struct.
   */
  prefetch(path: string): void;
  send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    struct: Struct<T, unknown>,
    options?: RequestOptions,
  ): Promise<T>;
}

/**
 * The only code that talks to the network, on ofetch (`$fetch.raw`: the query string and the JSON body
 * through ufo, no retries, errors mapped here). Two of ofetch's behaviours are covered by this code:
 * its `timeout` stops once the headers arrive, so the client keeps its own AbortController and timer
 * around the whole read (a stalled body times out too), and a JSON error body sent as `text/plain`
 * would stay a string, so `parseResponse` parses every body leniently. GETs are shared per page (two
 * widgets asking for the same URL cause one request); a successful change (POST/PUT/DELETE) empties
 * that cache.
 */
export function createClient(options: ClientOptions): Client {
  // Without a fetch of the caller's, ofetch takes the browser's.
  const $fetch = createFetch(options.fetch ? { fetch: options.fetch } : {});
  const cache = new Map<string, Promise<unknown>>();
  // Answers started by `prefetch`, each taken by the first `get` of its address.
  const early = new Map<string, Promise<Answer>>();
  const keyOf = (path: string, opts: RequestOptions) =>
    resolveUrl(options, path, opts) + JSON.stringify(opts.query ?? {});

  type Answer = { response: FetchResponse<unknown>; authorized: boolean };

  /** The request on the wire: its answer, or an ApiError when none came (offline, timeout, network). */
  async function answer(method: string, path: string, opts: RequestOptions): Promise<Answer> {
    const url = resolveUrl(options, path, opts);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.locale) headers['Accept-Language'] = options.locale;
    const { token } = options;
    if (token && !opts.site) headers.Authorization = `Bearer ${token}`;
    if (options.csrfToken && new URL(url).origin === options.pageOrigin) headers['X-CSRF-TOKEN'] = options.csrfToken;

    let response: FetchResponse<unknown>;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeout ?? HTTP_TIMEOUT_MS);
    try {
      response = await $fetch.raw(url, {
        method,
        headers,
        query: opts.query,
        body: opts.body as Record<string, unknown> | undefined,
        signal: abort.signal,
        retry: false,
        ignoreResponseError: true,
        parseResponse: parse,
      });
    } catch {
      // A request failing while the browser says it is offline (`navigator.onLine`) is `offline`.
      const kind = abort.signal.aborted ? 'timeout' : isOffline() ? 'offline' : 'network';
      options.warn(`[widgets] api: ${method} ${path} failed: ${kind}`);
      throw new ApiError(kind, path);
    } finally {
      clearTimeout(timer);
    }
    return { response, authorized: Boolean(headers.Authorization) };
  }

  /** An answer read: the data checked with `struct`, or the ApiError it is. */
  function read<T>(method: string, path: string, struct: Struct<T, unknown>, got: Answer): T {
    const { response, authorized } = got;
    const data = response._data;

    if (!response.ok) {
      // "Session ended" only when the call carried a token: a 401 from sign-in, sign-up or a reset step
      // is a credentials error the form shows (docs/widgets/auth.md), not a logout.
      if (response.status === 401 && authorized) options.onUnauthorized();
      else if (LOGGED_ONLY.has(response.status))
        options.warn(`[widgets] api: ${method} ${path} answered ${response.status}`);
      throw new ApiError(
        'http',
        path,
        response.status,
        data,
        undefined,
        response.headers.get('content-language') ?? '',
      );
    }
    options.check?.(`${method} ${path}`, data, struct);
    try {
      return create(data, struct);
    } catch (error) {
      // A StructError, or the TypeError superstruct throws for a value it cannot print ({"toString": {}}).
      const why = error instanceof StructError ? failureText(error) : (error as Error).message;
      options.warn(`[widgets] api: ${method} ${path} answered an unexpected shape: ${why}`);
      throw new ApiError('invalid', path, response.status, data, 'unexpected response');
    }
  }

  const request = <T>(method: string, path: string, struct: Struct<T, unknown>, opts: RequestOptions) =>
    answer(method, path, opts).then((got) => read(method, path, struct, got));

  return {
    get(path, struct, opts = {}) {
      const key = keyOf(path, opts);
      const cached = cache.get(key);
      if (cached && !opts.fresh) return cached as Promise<never>;
      const started = early.get(key);
      early.delete(key);
      const answered = started
        ? started.then(async (got) => (await options.yieldToMain?.(), got))
        : answer('GET', path, opts);
      const pending = answered.then((got) => read('GET', path, struct, got));
      cache.set(key, pending);
      pending.catch(() => cache.get(key) === pending && cache.delete(key));
      return pending;
    },
    prefetch(path) {
      const key = keyOf(path, {});
      if (cache.has(key) || early.has(key)) return;
      const started = answer('GET', path, {});
      started.catch(() => undefined); // the `get` that takes it fails with it
      early.set(key, started);
    },
    async send(method, path, struct, opts = {}) {
      const result = await request(method, path, struct, opts);
      cache.clear();
      early.clear();
      return result;
    },
  };
}

function resolveUrl(options: ClientOptions, path: string, opts: RequestOptions): string {
  const base = opts.site ? options.pageOrigin : options.baseUrl || options.pageOrigin;
  return new URL(base.replace(/\/+$/, '') + path, options.pageOrigin).href;
}

/** The body as JSON whatever its content type (a broken or non-JSON body stays text, for the error's details). */
function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
