import { request } from 'node:http';
import { startHost, type RunningHost } from '../../host-fixtures/start';

export type Globals = Record<string, unknown>;

/** A tiny browser stand-in: keeps the page origin's cookies and reads what the page injected. */
export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(readonly host: RunningHost) {}

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      if (attrs.some((a) => /max-age=0/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A page-origin request with this visitor's cookies; redirects are not followed. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '));
    }
    const res = await fetch(this.host.url + path, { ...init, headers, redirect: 'manual' });
    this.remember(res);
    return res;
  }

  async page(path = '/'): Promise<{ res: Response; html: string; globals: Globals; csrf: string }> {
    const res = await this.fetch(path);
    const html = await res.text();
    return { res, html, globals: globalsOf(html), csrf: /name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '' };
  }

  /** The API base this visitor's pages get (visits / first if needed). */
  async apiUrl(): Promise<string> {
    const { globals } = await this.page('/');
    return String(globals.apiUrl);
  }

  async json<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await this.fetch(path, init);
    return (await res.json()) as T;
  }
}

/** Globals from either the inline script or the strict-CSP JSON block. */
export function globalsOf(html: string): Globals {
  const block = /<script type="application\/json" id="widgets-config">(.*?)<\/script>/s.exec(html);
  if (block?.[1]) return JSON.parse(block[1]) as Globals;
  const inline = /<script>(window\.apiUrl=.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const globals: Globals = {};
  for (const [, key = '', value = ''] of inline.matchAll(/window\.(\w+)=([^;]*);/g)) {
    globals[key] = JSON.parse(value) as unknown;
  }
  return globals;
}

export function startTestHost(): Promise<RunningHost> {
  return startHost({ port: 0 });
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Status of a GET sent byte for byte (fetch would normalise `..` away). */
export function rawStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
