import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Host } from '../host';
import { cookie } from '../http/cookies';
import { field, isFormPost, readBody } from '../http/body';
import { redirect, safeNext, sendJson, type Headers } from '../http/send';
import { setScenario } from '../session/scenarios';
import type { Session } from '../session/sessions';
import { findUserByAlias } from '../state/users';
import { payOrder } from '../api/donate';

function scenarioList(session: Session) {
  return Object.fromEntries(session.scenarios);
}

/** `{endpoint, kind}` sets one (kind '' or action=clear clears it); `{all: '1'}` clears every one. */
function changeScenario(host: Host, session: Session, body: unknown): string | undefined {
  if (field(body, 'all') === '1') {
    session.scenarios.clear();
    return undefined;
  }
  const kind = field(body, 'action') === 'clear' ? '' : field(body, 'kind');
  return setScenario(session.scenarios, field(body, 'endpoint'), kind, host.endpointIds);
}

/**
 * Fixture-only control endpoints (`/__fixtures/...`) for QA and tests. Form posts (the gallery)
 * redirect back to `next`; JSON posts get JSON.
 */
export async function handleControl(
  host: Host,
  session: Session,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  headers: Headers,
): Promise<void> {
  const method = req.method ?? 'GET';
  const q = url.searchParams;
  const action = `${method} ${path.replace(/\/+$/, '')}`;
  const body = await readBody(req);
  const back = (fallback: string) => redirect(res, safeNext(field(body, 'next') || q.get('next'), fallback), headers);

  switch (action) {
    case 'POST /__fixtures/reset': {
      if (q.get('all') === '1' || field(body, 'all') === '1') host.sessions.resetAll();
      else host.sessions.reset(session);
      return isFormPost(req) ? back('/gallery') : sendJson(res, 200, { ok: true }, headers);
    }
    case 'GET /__fixtures/state':
      return sendJson(
        res,
        200,
        { session: session.id, state: session.state, scenarios: scenarioList(session) },
        headers,
      );
    case 'GET /__fixtures/scenario':
      return sendJson(res, 200, { scenarios: scenarioList(session) }, headers);
    case 'POST /__fixtures/scenario': {
      const problem = changeScenario(host, session, body);
      if (isFormPost(req)) return back('/gallery');
      if (problem) return sendJson(res, 400, { message: problem }, headers);
      return sendJson(res, 200, { scenarios: scenarioList(session) }, headers);
    }
    case 'GET /__fixtures/requests':
      return sendJson(res, 200, { requests: session.requests }, headers);
    case 'DELETE /__fixtures/requests':
      session.requests.length = 0;
      return sendJson(res, 200, { ok: true }, headers);
    case 'GET /__fixtures/login-as': {
      const user = findUserByAlias(session.state.users, q.get('user') ?? '');
      const token = user?.tokens[0];
      if (!user || !token)
        return sendJson(res, 404, { message: `No seed user "${q.get('user') ?? ''}" with a token` }, headers);
      return redirect(res, safeNext(q.get('next')), withCookie(headers, cookie('token', token)));
    }
    // The fixture payment page's Pay: the order is paid (host-fixtures/api/donate.ts payOrder), then on to the result.
    case 'GET /__fixtures/pay':
      payOrder(session.state, Number(q.get('order')));
      return redirect(res, safeNext(q.get('next')), headers);
    case 'GET /__fixtures/logout':
      return redirect(res, safeNext(q.get('next')), withCookie(headers, cookie('token', '')));
    default:
      return sendJson(res, 404, { message: `No fixture control ${action}` }, headers);
  }
}

export function withCookie(headers: Headers, value: string): Headers {
  const existing = headers['Set-Cookie'];
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return { ...headers, 'Set-Cookie': [...list, value] };
}
