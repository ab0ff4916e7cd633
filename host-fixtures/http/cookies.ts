import type { IncomingMessage } from 'node:http';

export function readCookies(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (!name || jar.has(name)) continue;
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}

/** A `Set-Cookie` value: path /, SameSite=Lax; an empty value expires the cookie. */
export function cookie(name: string, value: string): string {
  const base = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  return value === '' ? `${base}; Max-Age=0` : base;
}
