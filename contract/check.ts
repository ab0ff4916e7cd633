import { validate } from 'superstruct';
import { ignoredFields } from '../shared/api/contract-mode';
import type { ServerCart } from '../shared/api/schemas/donate';
import type { CartRecord } from '../widgets/donate/cart';
import { chargeOf } from '../widgets/donate/use-checked-cart';
import { send, urlOf, type Answer, type Target } from './http';
import type { AnyStruct } from './json-schema';
import { operations, SAMPLE, type Operation } from './openapi';
import { sampleCart } from './sample-cart';

export interface CheckOptions {
  /** The API base, as `window.apiUrl`. */
  api: string;
  /** A test account's bearer token: the signed-in endpoints are called with it. */
  token?: string;
  /** The site's page origin: with an API on another origin, CORS is checked as the browser would. */
  origin?: string;
  /** Also save a cart and create an order (a test account and a test bot-check key). */
  mutating?: boolean;
  captcha?: string;
  locale?: string;
}

export type Severity = 'error' | 'warning' | 'info';
export interface Finding {
  endpoint: string;
  severity: Severity;
  kind: 'schema' | 'envelope' | 'field' | 'status' | 'cors' | 'cart' | 'network' | 'skipped';
  path?: string;
  message: string;
}
export interface EndpointResult {
  endpoint: string;
  request: string;
  status: number | null;
  result: 'ok' | 'failed' | 'warnings' | 'skipped';
}
export interface Report {
  ok: boolean;
  api: string;
  endpoints: EndpointResult[];
  findings: Finding[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every failure of `value` against the widget's struct (superstruct stops at the first unless asked for all). */
function failures(value: unknown, struct: AnyStruct): { path: string; message: string }[] {
  const [error] = validate(value, struct, { coerce: true });
  if (!error) return [];
  return error.failures().map((f) => ({ path: f.path.join('.'), message: f.message }));
}

/** `{data}` where the widgets want the object itself, or the reverse. */
function envelopeProblem(body: unknown, struct: AnyStruct): string | undefined {
  const wantsData = (struct.type === 'type' || struct.type === 'object') && 'data' in (struct.schema as Json);
  if (wantsData && isObject(body) && !('data' in body) && failures({ data: body }, struct).length === 0)
    return 'the answer is not wrapped: this endpoint answers {"data": …}';
  if (!wantsData && isObject(body) && 'data' in body && failures(body.data, struct).length === 0)
    return 'the answer is wrapped in {"data": …}: this endpoint answers the object itself, not enveloped';
  return undefined;
}

const PREFLIGHT_HEADERS = (op: Operation, token: boolean) =>
  [token || op.auth === 'bearer' ? 'authorization' : '', op.request.body !== undefined ? 'content-type' : ''].filter(
    Boolean,
  );

/** What a browser on `origin` needs from the API's answers to a call of `op`. */
async function corsFindings(target: Target, op: Operation, answer: Answer | undefined): Promise<Finding[]> {
  const origin = target.site ?? '';
  const found: Finding[] = [];
  const fail = (message: string) => found.push({ endpoint: op.id, severity: 'error', kind: 'cors', message });
  const allows = (value: string | null) => value === '*' || value === origin;
  const headers = PREFLIGHT_HEADERS(op, !!target.token);
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
      fail('the preflight (OPTIONS) got no answer');
    }
    if (res) {
      const methods = (res.headers.get('access-control-allow-methods') ?? '').toUpperCase();
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      if (!res.ok) fail(`the preflight (OPTIONS) answered ${res.status}`);
      if (!allows(res.headers.get('access-control-allow-origin')))
        fail(`the preflight lacks Access-Control-Allow-Origin: ${origin}`);
      if (
        op.request.method !== 'GET' &&
        op.request.method !== 'POST' &&
        methods !== '*' &&
        !methods.includes(op.request.method)
      )
        fail(`the preflight does not allow ${op.request.method} (Access-Control-Allow-Methods)`);
      // `*` does not cover Authorization (Fetch standard): it must be named.
      const missing = headers.filter(
        (h) => !allowed.split(/\s*,\s*/).includes(h) && !(allowed === '*' && h !== 'authorization'),
      );
      if (missing.length)
        fail(`the preflight does not allow the header(s) ${missing.join(', ')} (Access-Control-Allow-Headers)`);
    }
  }
  if (answer && !allows(answer.headers.get('access-control-allow-origin')))
    fail(`the answer lacks Access-Control-Allow-Origin: ${origin}: the browser will not let the widget read it`);
  return found;
}

/** Checks an API against the widgets' own endpoint calls and schemas; every finding in one pass. */
export async function checkApi(options: CheckOptions): Promise<Report> {
  const target: Target = {
    api: options.api,
    token: options.token,
    site: options.origin,
    locale: options.locale ?? 'en',
  };
  const crossOrigin = !!options.origin && new URL(options.api).origin !== new URL(options.origin).origin;
  const findings: Finding[] = [];
  const endpoints: EndpointResult[] = [];
  const answers: Record<string, unknown> = {};
  let cartSent: ServerCart | undefined;
  let cartBody: Json | undefined;

  const sample = () => {
    const first = <T>(id: string, pick: (data: Json) => T[] | undefined) => {
      const body = answers[id];
      return isObject(body) ? pick(isObject(body.data) ? body.data : body)?.[0] : undefined;
    };
    const server = first('servers', (d) => d.servers as { key: string }[])?.key ?? 'one';
    return {
      ...SAMPLE,
      server,
      captcha: options.captcha ?? SAMPLE.captcha,
      cartId: isObject(answers['donate-cart-save']) ? String(answers['donate-cart-save'].cart_id ?? '') : '',
      // The order names the saved cart's method (the shop's first offered one).
      cart: (cartSent as CartRecord | undefined) ?? SAMPLE.cart,
      ids: {
        'cases-user-show': first('user-cases', (d) => d.userCases as { id: number }[])?.id,
        'one-rp-case': first('one-rp-cases', (d) => d.cases as { id: number }[])?.id,
      } as Record<string, number | undefined>,
    };
  };

  for (const template of operations()) {
    const s = sample();
    const [op = template] = operations({ ...s, id: s.ids[template.id] ?? s.id }).filter((o) => o.id === template.id);
    const request = `${op.request.method} ${op.template}`;
    const skip = (why: string) => {
      endpoints.push({ endpoint: op.id, request, status: null, result: 'skipped' });
      findings.push({ endpoint: op.id, severity: 'info', kind: 'skipped', message: why });
    };
    const cartCalls = ['donate-cart-save', 'donate-cart', 'donate-order'];
    if (op.request.site) {
      skip('a route of the web server (same origin, CSRF), not of the API');
      continue;
    }
    if ((op.mutating || op.body) && !(options.mutating && cartCalls.includes(op.id))) {
      skip(
        op.mutating || op.id === 'donate-cart-save'
          ? 'changes state: not called'
          : 'takes credentials or a one-time token: not called',
      );
      continue;
    }
    if (op.auth === 'bearer' && !options.token) {
      skip('signed-in only: give --token');
      continue;
    }
    if (op.params && s.ids[op.id] === undefined) {
      skip('no id to ask for (the list it comes from was empty or failed)');
      continue;
    }
    let sendOp = op;
    if (op.id === 'donate-cart-save') {
      cartSent = testCart(answers['donate-data'], answers.user);
      if (!cartSent) {
        skip('no One Coins product in /api/donate-data to build a cart from');
        continue;
      }
      cartBody = { ...(cartSent as Json), 'g-recaptcha-response': s.captcha };
      sendOp = { ...op, request: { ...op.request, body: cartBody } };
    }

    let answer: Answer | undefined;
    const before = findings.length;
    try {
      answer = await send(target, sendOp.request);
    } catch (error) {
      findings.push({
        endpoint: op.id,
        severity: 'error',
        kind: 'network',
        message: `no answer: ${(error as Error).message}`,
      });
    }
    if (answer) {
      answers[op.id] = answer.body;
      // The saved cart may echo the whole record the client sent: only other fields are news.
      const sent = op.id === 'donate-cart' ? cartBody : undefined;
      const echoed = (f: Finding) => !!sent && f.kind === 'field' && (f.path?.split('.')[1] ?? '') in sent;
      findings.push(...answerFindings(op, answer).filter((f) => !echoed(f)));
      if (op.id === 'donate-cart' && cartSent) findings.push(...cartFindings(cartSent, answer.body, op.request.answer));
    }
    if (crossOrigin) findings.push(...(await corsFindings(target, op, answer)));
    const mine = findings.slice(before);
    const result = mine.some((f) => f.severity === 'error') ? 'failed' : mine.length ? 'warnings' : 'ok';
    endpoints.push({ endpoint: op.id, request, status: answer?.status ?? null, result });
  }
  if (options.origin && !crossOrigin)
    findings.push({
      endpoint: '*',
      severity: 'info',
      kind: 'cors',
      message: 'the API is on the page origin: no CORS needed',
    });
  if (!options.origin)
    findings.push({
      endpoint: '*',
      severity: 'info',
      kind: 'cors',
      message: 'CORS not checked: give --origin <the site>',
    });
  return { ok: !findings.some((f) => f.severity === 'error'), api: options.api, endpoints, findings };
}

function answerFindings(op: Operation, answer: Answer): Finding[] {
  const out: Finding[] = [];
  const add = (severity: Severity, kind: Finding['kind'], message: string, path?: string) =>
    out.push({ endpoint: op.id, severity, kind, message, ...(path === undefined ? {} : { path }) });
  if (answer.status < 200 || answer.status > 299) {
    add(
      'error',
      'status',
      `answered ${answer.status}${isObject(answer.body) && typeof answer.body.message === 'string' ? `: ${answer.body.message}` : ''}`,
    );
    return out;
  }
  if (!answer.json) add('error', 'schema', 'the body is not JSON');
  const struct = op.request.answer;
  const envelope = envelopeProblem(answer.body, struct);
  if (envelope) {
    add('error', 'envelope', envelope);
    return out;
  }
  for (const f of failures(answer.body, struct)) add('error', 'schema', f.message, f.path);
  for (const f of ignoredFields(answer.body, struct)) {
    if (f.near) add('error', 'field', `unknown field: the widgets read "${f.near}" (absent), not this name`, f.path);
    else add('warning', 'field', 'unknown field: the widgets ignore it', f.path);
  }
  return out;
}

/** The cart a player would put together on the One Coins form, for the test account (or a made-up address). */
function testCart(donateData: unknown, user: unknown): ServerCart | undefined {
  // An enveloped answer is reported on its own; the cart is still built from it.
  const raw = isObject(donateData) && isObject(donateData.data) ? donateData.data : donateData;
  const email =
    isObject(user) && isObject(user.data) && isObject(user.data.user)
      ? String(user.data.user.email)
      : 'check-api@example.com';
  return sampleCart(raw, email) as unknown as ServerCart | undefined;
}

/** The check page's rule: the cart the server holds charges what the player saw (chargeOf). */
function cartFindings(sent: ServerCart, body: unknown, struct: AnyStruct): Finding[] {
  const [, parsed] = validate(body, struct, { coerce: true });
  const held = (parsed as { data?: ServerCart | null } | undefined)?.data;
  if (!held)
    return [
      {
        endpoint: 'donate-cart',
        severity: 'error',
        kind: 'cart',
        message: 'the saved cart is not returned (data is null or invalid)',
      },
    ];
  const want = chargeOf(sent) as Json;
  const got = chargeOf(held) as Json;
  return Object.keys(want)
    .filter((k) => JSON.stringify(want[k]) !== JSON.stringify(got[k]))
    .map((k) => ({
      endpoint: 'donate-cart',
      severity: 'error' as const,
      kind: 'cart' as const,
      path: `data.${k}`,
      message: `the cart echoes ${JSON.stringify(got[k])} where the client sent ${JSON.stringify(want[k])}: the check page would show "Your cart has changed"`,
    }));
}

/** The report as a person reads it: one line per endpoint, then every finding. */
export function formatReport(report: Report): string {
  const rows = report.endpoints.map((e) => [
    e.result.toUpperCase(),
    e.request,
    e.status === null ? '-' : String(e.status),
    e.endpoint,
  ]);
  const width = (i: number) => Math.max(...rows.map((r) => (r[i] ?? '').length), 6);
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(width(i)))
      .join('  ')
      .trimEnd();
  const found = report.findings
    .filter((f) => f.severity !== 'info' || f.kind !== 'skipped')
    .map((f) => `${f.severity.padEnd(7)} ${f.endpoint}${f.path ? ` ${f.path}` : ''}: ${f.message}`);
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.filter((f) => f.severity === 'warning').length;
  // The verdict speaks for what was called only: a skipped endpoint may be missing altogether.
  const skipped = report.endpoints.filter((e) => e.result === 'skipped').map((e) => e.endpoint);
  const called = report.endpoints.length - skipped.length;
  const verdict = report.ok
    ? `the widgets can use the ${called} endpoint(s) called`
    : 'the widgets would fail on this API';
  const unchecked = skipped.length
    ? [
        `not called, so not checked (SKIPPED above, --mutating with a test account calls the cart's): ${skipped.join(', ')}`,
      ]
    : [];
  return [
    `API ${report.api}`,
    line(['RESULT', 'REQUEST', 'STATUS', 'ENDPOINT']),
    ...rows.map(line),
    '',
    ...found,
    '',
    `${errors} error(s), ${warnings} warning(s): ${verdict}`,
    ...unchecked,
  ].join('\n');
}
