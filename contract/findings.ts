import { validate } from 'superstruct';
import { ignoredFields } from '../shared/api/contract-mode';
import { safeUrl } from '../shared/runtime/safe-url';
import type { Answer } from './http';
import type { AnyStruct } from './json-schema';

export type Severity = 'error' | 'warning' | 'info';
export interface Finding {
  endpoint: string;
  severity: Severity;
  kind:
    | 'schema'
    | 'envelope'
    | 'field'
    | 'status'
    | 'cors'
    | 'cart'
    | 'network'
    | 'skipped'
    | 'language'
    | 'url'
    | 'state'
    | 'sandbox';
  /** Which pass met it: the signed-in one (none), `visitor`, a locale, `bad token`, `missing id`, `sandbox`. */
  pass?: string;
  path?: string;
  message: string;
  /** What the backend changes to fix it (every error has one). */
  fix?: string;
}

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const DOCUMENT = 'the OpenAPI document (npm run openapi, or dist/openapi.json)';

/** Every failure of `value` against the widget's struct (superstruct stops at the first unless asked for all). */
export function failures(value: unknown, struct: AnyStruct): { path: string; message: string }[] {
  const [error] = validate(value, struct, { coerce: true });
  if (!error) return [];
  return error.failures().map((f) => ({ path: f.path.join('.'), message: f.message }));
}

/** `{data}` where the widgets want the object itself, or the reverse: the fix. */
function envelopeProblem(body: unknown, struct: AnyStruct): { problem: string; fix: string } | undefined {
  // An answer that is not read (logout, two-factor, promo code) may be any JSON.
  if (struct.type === 'unknown' || struct.type === 'any') return undefined;
  const wantsData = (struct.type === 'type' || struct.type === 'object') && 'data' in (struct.schema as Json);
  if (wantsData && isObject(body) && !('data' in body) && failures({ data: body }, struct).length === 0)
    return { problem: 'the answer is not wrapped in {"data": …}', fix: 'answer {"data": <this object>}' };
  if (!wantsData && isObject(body) && 'data' in body && failures(body.data, struct).length === 0)
    return {
      problem: 'the answer is wrapped in {"data": …}: this endpoint answers the object itself',
      fix: 'answer the object itself, without the {"data": …} envelope (docs/BACKEND.md "Answers")',
    };
  return undefined;
}

/** A 2xx answer against the widgets' struct: status, JSON, envelope, schema, misnamed fields. */
export function answerFindings(endpoint: string, struct: AnyStruct, answer: Answer, pass?: string): Finding[] {
  const out: Finding[] = [];
  const add = (severity: Severity, kind: Finding['kind'], message: string, path?: string, fix?: string) =>
    out.push({
      endpoint,
      severity,
      kind,
      message,
      ...(pass ? { pass } : {}),
      ...(path === undefined ? {} : { path }),
      ...(fix ? { fix } : {}),
    });
  if (answer.status < 200 || answer.status > 299) {
    const said = isObject(answer.body) && typeof answer.body.message === 'string' ? `: ${answer.body.message}` : '';
    add(
      'error',
      'status',
      `answered ${answer.status}${said}`,
      undefined,
      `answer 2xx to this call as ${DOCUMENT} gives it (operation ${endpoint}); if it needs an account or ids, check the ones given`,
    );
    return out;
  }
  if (!answer.json)
    add('error', 'schema', 'the body is not JSON', undefined, 'answer JSON (Content-Type: application/json)');
  const envelope = envelopeProblem(answer.body, struct);
  if (envelope) {
    add('error', 'envelope', envelope.problem, undefined, envelope.fix);
    return out;
  }
  for (const f of failures(answer.body, struct))
    add(
      'error',
      'schema',
      f.message,
      f.path,
      `answer ${f.path || 'the body'} as ${DOCUMENT} gives it (operation ${endpoint})`,
    );
  for (const f of ignoredFields(answer.body, struct)) {
    if (f.near)
      add(
        'error',
        'field',
        `unknown field: the widgets read "${f.near}" (absent), not this name`,
        f.path,
        `rename it to "${f.near}"`,
      );
    else add('warning', 'field', 'unknown field: the widgets ignore it', f.path);
  }
  return out;
}

/**
 * The answer's language: without `Content-Language` the widgets never show a server's own text (a refusal's
 * `message`), as they cannot tell it is in the page's language (shared/api/errors.ts `messageIn`).
 */
export function languageFindings(endpoint: string, answer: Answer, locale: string, pass?: string): Finding[] {
  const said = (answer.headers.get('content-language') ?? '').toLowerCase().split(/[-,;\s]/)[0] ?? '';
  const base = { endpoint, kind: 'language' as const, ...(pass ? { pass } : {}) };
  if (said === locale) return [];
  if (said === '') {
    // A refusal without it is shown in the widgets' own words: a loss, not a fault (the body may be any language).
    if (answer.status >= 400) return [];
    return [
      {
        ...base,
        severity: 'error',
        message: `no Content-Language on the answer to Accept-Language: ${locale}: the widgets cannot tell which language a text of this API is in, so a refusal's own message (e.g. "Not enough coins") is never shown`,
        fix: `send Content-Language: ${locale} with each answer whose texts are in ${locale}, refusals included (docs/BACKEND.md "Requests")`,
      },
    ];
  }
  if (answer.status >= 400) return [];
  return [
    {
      ...base,
      severity: 'warning',
      message: `asked for ${locale} (Accept-Language), answered in ${said} (Content-Language): players on /${locale} pages read ${said}`,
    },
  ];
}

/** The payment page the order names must pass the widgets' navigation policy (shared/runtime/safe-url.ts). */
export function paymentUrlFindings(endpoint: string, body: unknown, origin: string, pass?: string): Finding[] {
  const data = isObject(body) && isObject(body.data) ? body.data : undefined;
  const url = data?.url;
  if (typeof url !== 'string') return [];
  const refusals: string[] = [];
  if (safeUrl(url, 'navigate', { origin, warn: (m) => refusals.push(m) }) !== undefined) return [];
  return [
    {
      endpoint,
      severity: 'error',
      kind: 'url',
      path: 'data.url',
      ...(pass ? { pass } : {}),
      message: `the payment page ${JSON.stringify(url)} is refused by the widgets (${refusals[0]?.replace(/^.*: /, '') ?? 'refused'}): the player reads "An error occurred during payment"`,
      fix: 'answer data.url with the payment page on https:// (or a path on the site); http:// is accepted on localhost only',
    },
  ];
}
