import type { Recorded } from './record';

/** Where and as whom requests go: what a page would send. */
export interface Target {
  /** `window.apiUrl`. */
  api: string;
  /** The page origin (site routes, and the `Origin` of cross-origin calls). */
  site?: string;
  token?: string;
  locale?: string;
  /** For site routes: the page's `csrf-token` and its session cookie. */
  csrf?: string;
  cookie?: string;
  timeoutMs?: number;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
  json: boolean;
}

/** The URL of a recorded request, as shared/api/client.ts resolves it. */
export function urlOf(target: Target, request: Recorded): string {
  const base = request.site ? (target.site ?? target.api) : target.api;
  const url = new URL(base.replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.href;
}

/** Sends a recorded request with the headers the widgets' client sends (Accept-Language, bearer, CSRF). */
export async function send(target: Target, request: Recorded): Promise<Answer> {
  const url = urlOf(target, request);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': target.locale ?? 'en' };
  if (target.token && !request.site) headers.Authorization = `Bearer ${target.token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (target.site && new URL(url).origin !== new URL(target.site).origin) headers.Origin = new URL(target.site).origin;
  if (request.site) {
    if (target.csrf) headers['X-CSRF-TOKEN'] = target.csrf;
    if (target.cookie) headers.Cookie = target.cookie;
  }
  const res = await fetch(url, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(target.timeoutMs ?? 20_000),
    redirect: 'manual',
  });
  const text = await res.text();
  try {
    return {
      status: res.status,
      headers: res.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      json: true,
    };
  } catch {
    return { status: res.status, headers: res.headers, body: text, json: false };
  }
}
