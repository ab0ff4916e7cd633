import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { handleApi } from './api/dispatch';
import { handleAuthStoreToken } from './control/auth-store-token';
import { handleControl } from './control/fixtures';
import { REFERENCE_PATHS, serveReference } from './control/reference';
import type { Host } from './host';
import { BadBody } from './http/body';
import { corsHeaders } from './http/cors';
import { sendJson, type Headers } from './http/send';
import { serveImage } from './http/images';
import { serveFile } from './http/static-files';
import { servePage } from './pages/serve-page';
import { pageSession } from './session/page-session';
import { isSessionId } from './session/sessions';

const STATIC: [prefix: string, dir: (host: Host) => string][] = [
  ['/widgets/', (host) => join(host.root, 'dist')],
  ['/widgets-react/', (host) => join(host.root, 'dist-react')],
  ['/assets/', (host) => host.publicDir],
];

async function route(host: Host, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fixture.invalid');
  const path = url.pathname;
  const method = req.method ?? 'GET';

  const api = /^\/s\/([^/]+)(\/.*)?$/.exec(path);
  if (api) {
    const sid = api[1];
    if (!isSessionId(sid)) return sendJson(res, 404, { message: 'Unknown fixture session' }, corsHeaders(req));
    return handleApi(host, req, res, url, sid, api[2] ?? '/');
  }
  for (const [prefix, dir] of STATIC) {
    if (path.startsWith(prefix)) {
      if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { message: 'Method Not Allowed' });
      return serveFile(req, res, dir(host), path.slice(prefix.length));
    }
  }
  if (path.startsWith('/img/')) return serveImage(res, path, url.searchParams);
  if (path === '/favicon.ico') return serveFile(req, res, host.publicDir, 'favicon.svg');

  const ps = pageSession(host.sessions, req);
  const headers: Headers = ps.setCookies.length > 0 ? { 'Set-Cookie': ps.setCookies } : {};
  if (path.startsWith('/__fixtures/')) return handleControl(host, ps.session, req, res, url, path, headers);
  if (path === '/auth-store-token') return handleAuthStoreToken(host, ps.session, req, res, url, headers);
  if (REFERENCE_PATHS.includes(path) && method === 'GET') return serveReference(host, req, res, path);
  if (method !== 'GET' && method !== 'HEAD') {
    return sendJson(res, 405, { message: 'Method Not Allowed' }, { ...headers, Allow: 'GET, HEAD' });
  }
  return servePage(host, req, res, url, ps);
}

export function createHandler(host: Host): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    route(host, req, res).catch((error: unknown) => {
      // A body that is not JSON (or too large) is the client's fault: 400, not a host error.
      if (error instanceof BadBody && !res.headersSent)
        return sendJson(res, 400, { message: error.message }, corsHeaders(req));
      console.error('[fixture host]', req.method, req.url, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Fixture host error' }, corsHeaders(req));
      else res.destroy();
    });
  };
}
