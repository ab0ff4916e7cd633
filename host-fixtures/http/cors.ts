import type { IncomingMessage } from 'node:http';

/** CORS for the fixture API: the page origin is always the other loopback origin. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
    headers['Access-Control-Allow-Headers'] = 'Authorization, Content-Type, Accept, X-CSRF-TOKEN, X-Requested-With';
    // As docs/BACKEND.md advises: a preflight per address every 2 h (Chromium's cap), not per call.
    headers['Access-Control-Max-Age'] = '7200';
  }
  return headers;
}

/** A request's Host and scheme (HTTP/2 names the host `:authority`; TLS when served with `--h2`). */
export function originParts(req: IncomingMessage): { host: string | undefined; scheme: 'http' | 'https' } {
  const authority = req.headers.host ?? req.headers[':authority'];
  return {
    host: typeof authority === 'string' ? authority : undefined,
    scheme: 'encrypted' in req.socket ? 'https' : 'http',
  };
}

/** The other loopback origin for a page request's Host; unknown hosts get same-origin. */
export function apiOriginFor(host: string | undefined, scheme = 'http'): string {
  const value = host ?? 'localhost';
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(value);
  const name = match?.[1] ?? 'localhost';
  const port = match?.[2] ? `:${match[2]}` : '';
  const other = name === 'localhost' ? '127.0.0.1' : name === '127.0.0.1' ? 'localhost' : name;
  return `${scheme}://${other}${port}`;
}
