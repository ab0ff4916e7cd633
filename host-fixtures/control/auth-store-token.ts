import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Host } from '../host';
import { field, readBody } from '../http/body';
import { cookie } from '../http/cookies';
import { sendJson, type Headers } from '../http/send';
import { runScenario } from '../session/run-scenario';
import { scenarioFor } from '../session/scenarios';
import type { Session } from '../session/sessions';
import { withCookie } from './fixtures';

export const AUTH_STORE_TOKEN = 'auth-store-token';

/** `POST /auth-store-token {token}`: the web server keeps the player's token in the `token` cookie. */
export async function handleAuthStoreToken(
  host: Host,
  session: Session,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  headers: Headers,
): Promise<void> {
  if (req.method !== 'POST')
    return sendJson(res, 405, { message: 'Method Not Allowed' }, { ...headers, Allow: 'POST' });
  const scenario = scenarioFor(session.scenarios, AUTH_STORE_TOKEN);
  host.sessions.log(session, {
    method: 'POST',
    path: url.pathname + url.search,
    endpoint: AUTH_STORE_TOKEN,
    ...(scenario ? { scenario } : {}),
  });
  if (scenario && (await runScenario(host, req, res, scenario, headers))) return;

  const body = await readBody(req);
  if (req.headers['x-csrf-token'] !== session.csrf) {
    return sendJson(res, 419, { message: 'CSRF token mismatch' }, headers);
  }
  return sendJson(res, 200, { ok: true }, withCookie(headers, cookie('token', field(body, 'token'))));
}
