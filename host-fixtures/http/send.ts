import type { ServerResponse } from 'node:http';

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

export function sendHtml(res: ServerResponse, status: number, markup: string, headers: Headers = {}): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(markup);
}

export function redirect(res: ServerResponse, location: string, headers: Headers = {}): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...headers });
  res.end();
}

/** A local path to go back to; anything that could leave the site falls back. */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  return next;
}
