import type { Finding } from './findings';
import { urlOf, type Answer, type Target } from './http';
import type { Operation } from './openapi';

const ALLOW_ORIGIN = (origin: string) =>
  `send Access-Control-Allow-Origin: ${origin} (or *) with every answer of the API, errors (4xx, 5xx) included`;

/** A preflight kept this long (s) spares a read's round trip for most of a visit (docs/BACKEND.md, CORS). */
const MAX_AGE = 600;

const preflightHeaders = (op: Operation, token: boolean) =>
  [token || op.auth === 'bearer' ? 'authorization' : '', op.request.body !== undefined ? 'content-type' : ''].filter(
    Boolean,
  );

const allows = (value: string | null, origin: string) => value === '*' || value === origin;

/** The answer itself: without the header the browser hides it from the widget, a refusal included. */
export function answerCors(endpoint: string, origin: string, answer: Answer, pass?: string): Finding[] {
  if (allows(answer.headers.get('access-control-allow-origin'), origin)) return [];
  const error = answer.status >= 400;
  return [
    {
      endpoint,
      severity: 'error',
      kind: 'cors',
      ...(pass ? { pass } : {}),
      message: error
        ? `the ${answer.status} answer lacks Access-Control-Allow-Origin: ${origin}: the browser hides a refusal from the widget, so a wrong password reads "The server did not answer"`
        : `the answer lacks Access-Control-Allow-Origin: ${origin}: the browser will not let the widget read it`,
      fix: ALLOW_ORIGIN(origin),
    },
  ];
}

/** What a browser on the site's origin needs from the API to make a call of `op` and read its answer. */
export async function corsFindings(target: Target, op: Operation, answer: Answer | undefined): Promise<Finding[]> {
  const origin = target.site ?? '';
  const found: Finding[] = [];
  const fail = (message: string, fix: string) =>
    found.push({ endpoint: op.id, severity: 'error', kind: 'cors', message, fix });
  const headers = preflightHeaders(op, !!target.token);
  if (headers.length > 0 || !['GET', 'POST'].includes(op.request.method)) {
    let res: Response | undefined;
    try {
      res = await fetch(urlOf(target, op.request), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': op.request.method,
          ...(headers.length ? { 'Access-Control-Request-Headers': headers.join(',') } : {}),
        },
        signal: AbortSignal.timeout(target.timeoutMs ?? 20_000),
      });
    } catch {
      fail('the preflight (OPTIONS) got no answer', 'answer OPTIONS on every API path with 204 and the CORS headers');
    }
    if (res) {
      const methods = (res.headers.get('access-control-allow-methods') ?? '').toUpperCase();
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      if (!res.ok)
        fail(`the preflight (OPTIONS) answered ${res.status}`, 'answer OPTIONS with 204 (or 200), signed in or not');
      // Without it the browser asks again before every call: a round trip more before each signed-in read.
      else if (op.request.method === 'GET' && !(Number(res.headers.get('access-control-max-age')) >= MAX_AGE))
        found.push({
          endpoint: op.id,
          severity: 'warning',
          kind: 'cors',
          message: `the preflight is not kept for ${MAX_AGE} s or more (Access-Control-Max-Age): a phone waits a round trip more before each read`,
          fix: `send Access-Control-Max-Age: 7200 with the preflight's answer`,
        });
      if (!allows(res.headers.get('access-control-allow-origin'), origin))
        fail(`the preflight lacks Access-Control-Allow-Origin: ${origin}`, ALLOW_ORIGIN(origin));
      if (
        op.request.method !== 'GET' &&
        op.request.method !== 'POST' &&
        methods !== '*' &&
        !methods.includes(op.request.method)
      )
        fail(
          `the preflight does not allow ${op.request.method} (Access-Control-Allow-Methods)`,
          `add ${op.request.method} to Access-Control-Allow-Methods`,
        );
      // `*` does not cover Authorization (Fetch standard): it must be named.
      const missing = headers.filter(
        (h) => !allowed.split(/\s*,\s*/).includes(h) && !(allowed === '*' && h !== 'authorization'),
      );
      if (missing.length)
        fail(
          `the preflight does not allow the header(s) ${missing.join(', ')} (Access-Control-Allow-Headers)`,
          `name ${missing.join(', ')} in Access-Control-Allow-Headers (a * does not cover Authorization)`,
        );
    }
  }
  if (answer) found.push(...answerCors(op.id, origin, answer));
  return found;
}
