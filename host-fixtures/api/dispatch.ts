import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleControl } from '../control/fixtures';
import type { Host } from '../host';
import { readBody } from '../http/body';
import { corsHeaders } from '../http/cors';
import { sendJson } from '../http/send';
import { withLongNames } from '../session/long-names';
import { runScenario } from '../session/run-scenario';
import { scenarioFor } from '../session/scenarios';
import { findUserByToken } from '../state/users';
import { langOf, localize } from './localize';
import { findRoute } from './router';
import type { Ctx, Reply } from './types';

function bearer(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** A request on the API origin: `/s/<sid><rest>`. */
export async function handleApi(
  host: Host,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  sid: string,
  rest: string,
): Promise<void> {
  const cors = corsHeaders(req);
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const session = host.sessions.get(sid);
  if (rest.startsWith('/__fixtures/')) return handleControl(host, session, req, res, url, rest, cors);

  const match = findRoute(host.routes, method, rest);
  const route = match.kind === 'route' ? match.route : undefined;
  const scenario = route ? scenarioFor(session.scenarios, route.id) : undefined;
  host.sessions.log(session, {
    method,
    path: rest + url.search,
    endpoint: route?.id ?? null,
    ...(scenario ? { scenario } : {}),
  });

  if (match.kind === 'method-not-allowed') return sendJson(res, 405, { message: 'Method Not Allowed' }, cors);
  if (match.kind === 'none') return sendJson(res, 404, { message: `No fixture route for ${method} ${rest}` }, cors);
  if (scenario && (await runScenario(host, req, res, scenario, cors, match.route.malformed))) return;

  const body = await readBody(req);
  const token = bearer(req);
  const user = findUserByToken(session.state.users, token);
  const ctx: Ctx = {
    params: match.params,
    query: url.searchParams,
    body,
    headers: req.headers,
    state: session.state,
    token,
    user,
  };
  let reply: Reply;
  if (match.route.auth) {
    if (!user) return sendJson(res, 401, { message: 'Unauthenticated.' }, cors);
    reply = await match.route.handle({ ...ctx, user });
  } else {
    reply = await match.route.handle(ctx);
  }
  const status = reply.status ?? 200;
  // Server content in the player's language (api/localize.ts); the state itself stays as seeded.
  const lang = langOf(req.headers);
  const content = status < 300 && lang ? localize(reply.body, lang) : reply.body;
  const named = scenario === 'long-names' && status < 300 ? withLongNames(content) : content;
  // The language of the texts: localized content only (the seed's refusals are English and say nothing).
  const language: Record<string, string> = status < 300 && lang ? { 'Content-Language': lang } : {};
  sendJson(res, status, named, { ...cors, ...language, ...reply.headers, Vary: 'Accept-Language' });
}
