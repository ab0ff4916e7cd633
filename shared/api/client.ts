import { create, type Struct } from 'superstruct';
import { ApiError } from './errors';

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
}

export interface Client {
  get<T>(path: string, struct: Struct<T, unknown>, options?: RequestOptions): Promise<T>;
  send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    struct: Struct<T, unknown>,
    options?: RequestOptions,
  ): Promise<T>;
}

/**
 * The only code that talks to the network, on the browser's own `fetch` (ofetch with ufo and destr was
 * 3.8 KB gzip of every page for a query string, a JSON body, a timeout and a lenient JSON parse). GETs are shared per page (two widgets asking for the same
 * URL cause one request); a successful change (POST/PUT/DELETE) empties that cache.
 */
export function createClient(options: ClientOptions): Client {
  const fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const cache = new Map<string, Promise<unknown>>();

  async function request<T>(
    method: string,
    path: string,
    struct: Struct<T, unknown>,
    opts: RequestOptions,
  ): Promise<T> {
    const url = resolveUrl(options, path, opts);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.locale) headers['Accept-Language'] = options.locale;
    const { token } = options;
    if (token && !opts.site) headers.Authorization = `Bearer ${token}`;
    if (options.csrfToken && new URL(url).origin === options.pageOrigin) headers['X-CSRF-TOKEN'] = options.csrfToken;

    let response: Response;
    let data: unknown;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeout ?? HTTP_TIMEOUT_MS);
    try {
      const init: RequestInit = { method, headers, signal: abort.signal };
      if (opts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(opts.body);
      }
      response = await fetch(withQuery(url, opts.query), init);
      data = parse(await response.text());
    } catch {
      const kind = abort.signal.aborted ? 'timeout' : 'network';
      options.warn(`[widgets] api: ${method} ${path} failed: ${kind}`);
      throw new ApiError(kind, path);
    } finally {
      clearTimeout(timer);
    }

    if (!response.ok) {
      // "Session ended" only when the call carried a token: a 401 from sign-in, sign-up or a reset step
      // is a credentials error the form shows (docs/widgets/auth.md), not a logout.
      if (response.status === 401 && headers.Authorization) options.onUnauthorized();
      else if (LOGGED_ONLY.has(response.status))
        options.warn(`[widgets] api: ${method} ${path} answered ${response.status}`);
      throw new ApiError('http', path, response.status, data);
    }
    try {
      return create(data, struct);
    } catch (error) {
      options.warn(`[widgets] api: ${method} ${path} answered an unexpected shape: ${(error as Error).message}`);
      throw new ApiError('invalid', path, response.status, data, 'unexpected response');
    }
  }

  return {
    get(path, struct, opts = {}) {
      const key = resolveUrl(options, path, opts) + JSON.stringify(opts.query ?? {});
      const cached = cache.get(key);
      if (cached && !opts.fresh) return cached as Promise<never>;
      const pending = request('GET', path, struct, opts);
      cache.set(key, pending);
      pending.catch(() => cache.get(key) === pending && cache.delete(key));
      return pending;
    },
    async send(method, path, struct, opts = {}) {
      const result = await request(method, path, struct, opts);
      cache.clear();
      return result;
    },
  };
}

function resolveUrl(options: ClientOptions, path: string, opts: RequestOptions): string {
  const base = opts.site ? options.pageOrigin : options.baseUrl || options.pageOrigin;
  return new URL(base.replace(/\/+$/, '') + path, options.pageOrigin).href;
}

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const withParams = new URL(url);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) withParams.searchParams.set(key, String(value));
  return withParams.href;
}

/** The body as JSON when it is JSON (a broken or non-JSON body stays text, for the error's details). */
function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
