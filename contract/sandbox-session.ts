// The sandbox pass's step runner: each call made and recorded as the widgets make it, the account read back.
import { Secret, TOTP } from 'otpauth';
import type { Credentials } from '../shared/api/endpoints/session';
import type { Run, SandboxAccount } from './run';
import { isObject, type Finding, type Json } from './findings';
import { operations } from './openapi';
import { record, type Api } from './record';

export const PASS = 'sandbox';

export const dataOf = (body: unknown): Json => (isObject(body) && isObject(body.data) ? body.data : {});
const truthy = (flag: unknown) => flag === true || flag === 1 || flag === '1';
export const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
const matches = (template: string, path: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path);
/** The recorded request of a widget call, with the operation it is. */
export const id = (call: (api: Api) => unknown) => {
  const request = record(call);
  const op = operations().find((o) => o.request.method === request.method && matches(o.template, request.path));
  return { request, op: op?.id ?? request.path, template: op?.template ?? request.path };
};

/** The account as the cabinet would show it. */
export interface Account {
  balance: number;
  twoFa: boolean;
  promo: string;
  server: string;
  email: string;
  /** Copies owned per user case id, with the shop's case id. */
  cases: Map<number, { caseId: number; count: number }>;
  coupons: { id: number; isSwapAvailable: boolean; premiumCoinsPrice: number }[];
}

/** A finding of the account's state after a call. */
export const state = (endpoint: string, message: string, fix: string, path?: string): Finding => ({
  endpoint,
  severity: 'error',
  kind: 'state',
  pass: PASS,
  message,
  fix,
  ...(path ? { path } : {}),
});

/** Makes a widget call, records its row and says whether it succeeded. */
export async function call(run: Run, make: (api: Api) => unknown, token: string | undefined) {
  const { request, op, template } = id(make);
  const { answer, found } = await run.call(op, request, request.answer, { token, pass: PASS });
  run.row({ id: op, request: `${request.method} ${template}` }, answer?.status ?? null, found, PASS);
  const ok = !!answer && answer.status >= 200 && answer.status < 300 && !found.some((f) => f.severity === 'error');
  return { ok, body: answer?.body, answer };
}

/** The signed-in sandbox account: its calls, its sign-in, its read-back and the findings about it. */
export class Sandbox {
  constructor(
    readonly run: Run,
    readonly account: SandboxAccount,
    readonly credentials: Credentials,
    readonly token: string,
  ) {}

  call(make: (api: Api) => unknown) {
    return call(this.run, make, this.token);
  }

  /** Signs in again with the credentials (and `extra`), unrecorded. */
  async signIn(extra: Partial<Credentials> = {}) {
    return signIn(this.run, { ...this.credentials, ...extra });
  }

  fail(endpoint: string, message: string, fix: string) {
    this.run.findings.push(state(endpoint, message, fix));
  }

  note(endpoint: string, message: string) {
    this.run.findings.push({ endpoint, severity: 'info', kind: 'skipped', pass: PASS, message });
  }

  expect(endpoint: string, what: string, got: unknown, want: unknown, fix: string) {
    if (JSON.stringify(got) !== JSON.stringify(want))
      this.fail(
        endpoint,
        `after the call, ${what} reads ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
        fix,
      );
  }

  async read(): Promise<Account> {
    const user = dataOf((await this.call((api) => api.user.me())).body).user as Json | undefined;
    const owned = (dataOf((await this.call((api) => api.cases.userCases())).body).userCases ?? []) as Json[];
    return {
      balance: Number(user?.premiumCoins ?? NaN),
      twoFa: truthy(user?.isTwoFaEnabled),
      promo: String(user?.registrationPromoCode ?? ''),
      server: String(user?.server ?? this.credentials.server),
      email: String(user?.email ?? ''),
      cases: new Map(
        owned.map((u) => [
          Number(u.id),
          { caseId: Number((u.case as Json | undefined)?.id), count: Number(u.count ?? 0) },
        ]),
      ),
      coupons: await this.coupons(),
    };
  }

  private async coupons(): Promise<Account['coupons']> {
    const coupons: Account['coupons'] = [];
    for (let page = 1; page <= 50; page++) {
      const data = dataOf((await this.call((api) => api.coupons.list(page))).body);
      const list = (data.coupons ?? []) as Json[];
      coupons.push(
        ...list.map((c) => ({
          id: Number(c.id),
          // What the cabinet offers a Swap for (widgets/roulette/rules.ts canSwap).
          isSwapAvailable: truthy(c.isSwapAvailable) && !truthy(c.converted),
          premiumCoinsPrice: Number(c.premiumCoinsPrice ?? 0),
        })),
      );
      const info = (data.pageInfo ?? {}) as Json;
      if (list.length === 0 || Number(info.lastPage ?? page) <= page) break;
    }
    return coupons;
  }
}

/** A sign-in as the form sends it, unrecorded. */
export async function signIn(run: Run, credentials: Credentials) {
  const { request } = id((api) => api.session.login(credentials));
  const { answer, found } = await run.call('login', request, undefined, { pass: PASS });
  return { answer, found, request };
}
