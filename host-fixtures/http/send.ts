import type { ServerResponse } from 'node:http';
import { encode, pickEncoding } from './compress';

export type Headers = Record<string, string | string[]>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  if (res.destroyed || res.headersSent) return;
  const text = JSON.stringify(body ?? null);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** A page, compressed like production (brotli or gzip, whichever the browser takes). */
export function sendHtml(res: ServerResponse, status: number, markup: string, headers: Headers = {}): void {
  if (res.destroyed || res.headersSent) return;
  const encoding = pickEncoding(res.req);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    ...headers,
  });
  res.end(encode(Buffer.from(markup), encoding));
}

export function redirect(res: ServerResponse, location: string, headers: Headers = {}): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...headers });
  res.end();
}

/**
 * A local path to go back to; anything that could leave the site falls back. Written as the address parser
 * writes it: letters beyond ASCII percent-encoded (a Location header takes no others: a raw "Зимний" threw),
 * tabs and line breaks dropped.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  const url = new URL(next, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? url.pathname + url.search + url.hash : fallback;
}
