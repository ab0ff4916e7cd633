import { validate } from 'superstruct';
import type { ServerCart } from '../shared/api/schemas/donate';
import { LOCALES } from '../shared/i18n/locales';
import type { CartRecord } from '../widgets/donate/checkout/cart';
import { chargeOf } from '../widgets/donate/checkout/use-checked-cart';
import { corsFindings } from './cors';
import { isObject, paymentUrlFindings, type Finding, type Json } from './findings';
import type { AnyStruct } from './json-schema';
import { operations, SAMPLE } from './openapi';
import { Run, type CheckOptions, type EndpointResult } from './run';
import { checkSandbox } from './sandbox';
import { sampleCart } from './sample-cart';

export type { Finding, Severity } from './findings';
export type { CheckOptions, EndpointResult, SandboxAccount } from './run';

export interface Report {
  ok: boolean;
  api: string;
  endpoints: EndpointResult[];
  findings: Finding[];
}

/** An id no backend has: the missing-id probes ask for it. */
export const MISSING_ID = 2_147_483_000;
const BAD_TOKEN = 'check-api-not-a-valid-token';

/** Checks an API against the widgets' own endpoint calls and schemas; every finding in one pass. */
export async function checkApi(options: CheckOptions): Promise<Report> {
  const run = new Run(options, {
    api: options.api,
    token: options.token,
    site: options.origin,
    locale: options.locale ?? 'en',
  });
  const main = await pass(run, { token: options.token });
  if (options.token) await pass(run, { name: 'visitor', visitorOnly: true });
  await localePasses(run, main);
  await errorProbes(run);
  if (options.sandbox) await checkSandbox(run, options.sandbox);
  if (options.origin && !run.crossOrigin)
    run.findings.push({
      endpoint: '*',
      severity: 'info',
      kind: 'cors',
      message: 'the API is on the page origin: no CORS needed',
    });
  if (!options.origin)
    run.findings.push({
      endpoint: '*',
      severity: 'info',
      kind: 'cors',
      message: 'CORS not checked: give --origin <the site>',
    });
  return {
    ok: !run.findings.some((f) => f.severity === 'error'),
    api: options.api,
    endpoints: run.endpoints,
    findings: run.findings,
  };
}

const CART_CALLS = ['donate-cart-save', 'donate-cart', 'donate-order'];

/** Every catalogue call a page of this kind (signed in, or a visitor's) makes, in order; the answers by id. */
async function pass(run: Run, { token, name, visitorOnly }: { token?: string; name?: string; visitorOnly?: boolean }) {
  const { options } = run;
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
    const row = { id: op.id, request: `${op.request.method} ${op.template}` };
    if (visitorOnly && op.auth !== 'optional') continue;
    const skip = (why: string) => run.skip(row, why, name);
    if (op.request.site) {
      skip('a route of the web server (same origin, CSRF), not of the API');
      continue;
    }
    if ((op.mutating || op.body) && !(options.mutating && CART_CALLS.includes(op.id))) {
      skip(
        op.mutating || op.id === 'donate-cart-save'
          ? 'changes state: not called (--sandbox with a test account calls it)'
          : 'takes credentials or a one-time token: not called (--sandbox with a test account calls it)',
      );
      continue;
    }
    if (op.auth === 'bearer' && !token) {
      skip('signed-in only: give --token');
      continue;
    }
    if (op.params && s.ids[op.id] === undefined) {
      skip('no id to ask for (the list it comes from was empty or failed)');
      continue;
    }
    let request = op.request;
    if (op.id === 'donate-cart-save') {
      cartSent = testCart(answers['donate-data'], token ? answers.user : undefined);
      if (!cartSent) {
        skip('no One Coins product in /api/donate-data to build a cart from');
        continue;
      }
      cartBody = { ...(cartSent as Json), 'g-recaptcha-response': s.captcha };
      request = { ...op.request, body: cartBody };
    }
    const { answer, found } = await run.call(op.id, request, op.request.answer, { token, pass: name });
    if (answer) {
      answers[op.id] = answer.body;
      // The saved cart may echo the whole record the client sent: only other fields are news.
      const sent = op.id === 'donate-cart' ? cartBody : undefined;
      const echoed = (f: Finding) => !!sent && f.kind === 'field' && (f.path?.split('.')[1] ?? '') in sent;
      found.splice(0, found.length, ...found.filter((f) => !echoed(f)));
      if (op.id === 'donate-cart' && cartSent)
        found.push(...cartFindings(cartSent, answer.body, op.request.answer, name));
      if (op.id === 'donate-order') found.push(...paymentUrlFindings(op.id, answer.body, run.siteOrigin, name));
    }
    // The preflight is the browser's: checked once per call (the answer's own CORS is in run.call).
    if (run.crossOrigin)
      found.push(
        ...(await corsFindings({ ...run.target, token }, op, undefined)).map((f) => (name ? { ...f, pass: name } : f)),
      );
    run.row(row, answer?.status ?? null, found, name);
  }
  return answers;
}

/** Every other locale: each read the full pass made, asked again in it, for its status and Content-Language. */
async function localePasses(run: Run, answers: Record<string, unknown>) {
  const reads = operations().filter(
    (op) =>
      op.request.method === 'GET' &&
      !op.mutating &&
      !op.params &&
      !op.request.site &&
      answers[op.id] !== undefined &&
      (op.auth !== 'bearer' || run.options.token),
  );
  for (const locale of LOCALES.filter((l) => l !== run.target.locale))
    for (const op of reads) {
      const { answer, found } = await run.call(op.id, op.request, undefined, {
        token: run.options.token,
        locale,
        pass: locale,
      });
      if (answer && (answer.status < 200 || answer.status > 299))
        found.push({
          endpoint: op.id,
          severity: 'error',
          kind: 'status',
          pass: locale,
          message: `answered ${answer.status} to Accept-Language: ${locale}`,
          fix: `answer every locale the site has (${LOCALES.join(', ')}); an unknown one falls back to your default`,
        });
      run.row({ id: op.id, request: `${op.request.method} ${op.template}` }, answer?.status ?? null, found, locale);
    }
}

/** The paths a player meets when something is off: a stale token, a stale link; every error answer's CORS. */
async function errorProbes(run: Run) {
  const byId = (id: string, sample = SAMPLE) => operations(sample).find((op) => op.id === id);
  const user = byId('user');
  if (user) {
    const { answer, found } = await run.call(user.id, user.request, undefined, { token: BAD_TOKEN, pass: 'bad token' });
    if (answer && answer.status !== 401)
      found.push({
        endpoint: user.id,
        severity: 'error',
        kind: 'status',
        pass: 'bad token',
        message: `answered ${answer.status} to a bearer token that is not valid: the widgets sign a player out (and open /auth) on a 401 only, so a stale session stays on screen with load errors`,
        fix: 'answer 401 to every signed-in call whose bearer token is unknown or expired',
      });
    run.row(
      { id: user.id, request: `${user.request.method} ${user.template}` },
      answer?.status ?? null,
      found,
      'bad token',
    );
  }
  // A stale link names a case that is gone: "Case not found." (404) is a valid page, a 5xx a broken one.
  const missing: [id: string, signedIn: boolean, why: string][] = [
    ['one-rp-case', false, 'the case page shows "The case failed to load." (state error) instead of "Case not found."'],
    ['cases-user-show', true, 'the roulette shows a load error with Retry instead of the empty case'],
  ];
  for (const [id, signedIn, why] of missing) {
    const op = byId(id, { ...SAMPLE, id: MISSING_ID });
    if (!op) continue;
    const row = { id, request: `${op.request.method} ${op.template}` };
    if (signedIn && !run.options.token) {
      run.skip(row, 'signed-in only: give --token', 'missing id');
      continue;
    }
    const { answer, found } = await run.call(id, op.request, undefined, {
      token: run.options.token,
      pass: 'missing id',
    });
    if (answer && answer.status !== 404)
      found.push({
        endpoint: id,
        severity: 'error',
        kind: 'status',
        pass: 'missing id',
        path: `{id}=${MISSING_ID}`,
        message: `answered ${answer.status} for an id that does not exist: ${why}`,
        fix: 'answer 404 for an id that does not exist (or is not this player’s)',
      });
    run.row(row, answer?.status ?? null, found, 'missing id');
  }
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
function cartFindings(sent: ServerCart, body: unknown, struct: AnyStruct, pass?: string): Finding[] {
  const [, parsed] = validate(body, struct, { coerce: true });
  const held = (parsed as { data?: ServerCart | null } | undefined)?.data;
  const base = {
    endpoint: 'donate-cart',
    severity: 'error' as const,
    kind: 'cart' as const,
    ...(pass ? { pass } : {}),
  };
  if (!held)
    return [
      {
        ...base,
        message: 'the saved cart is not returned (data is null or invalid)',
        fix: 'answer GET /api/donate/cart with the cart this player (token) or visitor (cart_id) saved last',
      },
    ];
  const want = chargeOf(sent) as Json;
  const got = chargeOf(held) as Json;
  return Object.keys(want)
    .filter((k) => JSON.stringify(want[k]) !== JSON.stringify(got[k]))
    .map((k) => ({
      ...base,
      path: `data.${k}`,
      message: `the cart echoes ${JSON.stringify(got[k])} where the client sent ${JSON.stringify(want[k])}: the check page would show "Your cart has changed"`,
      fix: `store and answer ${k} as the client saved it (after checking it against your catalogue: refuse the save if it differs)`,
    }));
}

/** The report as a person reads it: one line per call, then every finding with its fix. */
export function formatReport(report: Report): string {
  const rows = report.endpoints.map((e) => [
    e.result.toUpperCase(),
    e.request,
    e.status === null ? '-' : String(e.status),
    e.pass ? `${e.endpoint} [${e.pass}]` : e.endpoint,
  ]);
  const width = (i: number) => Math.max(...rows.map((r) => (r[i] ?? '').length), 6);
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(width(i)))
      .join('  ')
      .trimEnd();
  const found = report.findings
    .filter((f) => f.severity !== 'info' || f.kind !== 'skipped')
    .flatMap((f) => [
      `${f.severity.padEnd(7)} ${f.endpoint}${f.pass ? ` [${f.pass}]` : ''}${f.path ? ` ${f.path}` : ''}: ${f.message}`,
      ...(f.fix ? [`        fix: ${f.fix}`] : []),
    ]);
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.filter((f) => f.severity === 'warning').length;
  // The verdict speaks for what was called only: a skipped endpoint may be missing altogether.
  const skipped = [...new Set(report.endpoints.filter((e) => e.result === 'skipped').map((e) => e.endpoint))].filter(
    (id) => !report.endpoints.some((e) => e.endpoint === id && e.result !== 'skipped'),
  );
  const called = new Set(report.endpoints.filter((e) => e.result !== 'skipped').map((e) => e.endpoint)).size;
  const verdict = report.ok
    ? `the widgets can use the ${called} endpoint(s) called`
    : 'the widgets would fail on this API';
  const unchecked = skipped.length
    ? [`not called, so not checked (SKIPPED above; --sandbox with a test account calls them): ${skipped.join(', ')}`]
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
