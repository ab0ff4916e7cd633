// One run of check:api: its options and the record every pass writes (contract/check.ts, contract/sandbox.ts).
import { answerCors } from './cors';
import { answerFindings, languageFindings, type Finding } from './findings';
import { send, type Answer, type Target } from './http';
import type { AnyStruct } from './json-schema';
import type { Operation } from './openapi';

export interface SandboxAccount {
  /** E-mail or login. */
  login: string;
  password: string;
  /** The server key it plays on (default: its profile's, after a first try on the first server). */
  server?: string;
  /** An inviter's promo code the account may save (without one the promo-code call is not made). */
  promo?: string;
}

export interface CheckOptions {
  /** The API base, as `window.apiUrl`. */
  api: string;
  /** A test account's bearer token: the signed-in endpoints are called with it (and a visitor pass beside). */
  token?: string;
  /** The site's page origin: with an API on another origin, CORS is checked as the browser would. */
  origin?: string;
  /** Also save a cart and create an order (a test account and a test bot-check key). */
  mutating?: boolean;
  captcha?: string;
  /** The locale of the full pass; every locale is asked for its `Content-Language` besides. */
  locale?: string;
  /** Sign in as this test account (marked as one by the backend) and make every state-changing call. */
  sandbox?: SandboxAccount;
}

export interface EndpointResult {
  endpoint: string;
  pass?: string;
  request: string;
  status: number | null;
  result: 'ok' | 'failed' | 'warnings' | 'skipped';
}
/** The run's shared record: every finding and endpoint row, in order. */
export class Run {
  readonly findings: Finding[] = [];
  readonly endpoints: EndpointResult[] = [];
  constructor(
    readonly options: CheckOptions,
    readonly target: Target,
  ) {}
  get crossOrigin() {
    const { origin, api } = this.options;
    return !!origin && new URL(api).origin !== new URL(origin).origin;
  }
  /** The page origin the widgets judge addresses against. */
  get siteOrigin() {
    return new URL(this.options.origin ?? this.options.api).origin;
  }
  /** Records one call: its findings (deduplicated across passes) and its row. */
  row(op: { id: string; request: string }, status: number | null, found: Finding[], pass?: string) {
    const key = (f: Finding) => [f.endpoint, f.kind, f.path, f.message].join('\u0000');
    const seen = new Set(this.findings.map(key));
    this.findings.push(...found.filter((f) => !seen.has(key(f))));
    const result = found.some((f) => f.severity === 'error') ? 'failed' : found.length ? 'warnings' : 'ok';
    this.endpoints.push({ endpoint: op.id, ...(pass ? { pass } : {}), request: op.request, status, result });
  }
  skip(op: { id: string; request: string }, why: string, pass?: string) {
    this.endpoints.push({
      endpoint: op.id,
      ...(pass ? { pass } : {}),
      request: op.request,
      status: null,
      result: 'skipped',
    });
    this.findings.push({ endpoint: op.id, severity: 'info', kind: 'skipped', message: why, ...(pass ? { pass } : {}) });
  }
  /** Sends `request` as the widgets would and checks it: the answer, its language, its CORS. */
  async call(
    endpoint: string,
    request: Operation['request'],
    struct: AnyStruct | undefined,
    options: { token?: string; locale?: string; pass?: string; label?: string } = {},
  ): Promise<{ answer?: Answer; found: Finding[] }> {
    const locale = options.locale ?? this.target.locale ?? 'en';
    const target: Target = { ...this.target, token: options.token, locale };
    const found: Finding[] = [];
    let answer: Answer | undefined;
    try {
      answer = await send(target, request);
    } catch (error) {
      found.push({
        endpoint,
        severity: 'error',
        kind: 'network',
        ...(options.pass ? { pass: options.pass } : {}),
        message: `no answer: ${(error as Error).message}`,
        fix: 'check --api (the value of the page’s window.apiUrl) and that the API is up and reachable from here',
      });
    }
    if (answer && struct) found.push(...answerFindings(endpoint, struct, answer, options.pass));
    if (answer) found.push(...languageFindings(endpoint, answer, locale, options.pass));
    if (answer && this.crossOrigin) found.push(...answerCors(endpoint, this.siteOrigin, answer, options.pass));
    return { answer, found };
  }
}
