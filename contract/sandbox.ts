import { Secret, TOTP } from 'otpauth';
import { wantsTwoFactor } from '../shared/api/schemas/session';
import { MULTI_COUNTS } from '../widgets/roulette/rules';
import type { Run, SandboxAccount } from './run';
import { isObject, paymentUrlFindings, type Finding, type Json } from './findings';
import { operations, SAMPLE } from './openapi';
import { record, type Api } from './record';
import { sampleCart } from './sample-cart';
import { SANDBOX_HEADER } from './sandbox-header';

export type { SandboxAccount } from './run';

/** The test account `--sandbox` signs in as; the backend marks it (docs/BACKEND.md "A sandbox account"). */

const PASS = 'sandbox';

const dataOf = (body: unknown): Json => (isObject(body) && isObject(body.data) ? body.data : {});
const truthy = (flag: unknown) => flag === true || flag === 1 || flag === '1';
const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
const id = (call: (api: Api) => unknown) => {
  const request = record(call);
  const op = operations().find((o) => o.request.method === request.method && matches(o.template, request.path));
  return { request, op: op?.id ?? request.path, template: op?.template ?? request.path };
};
const matches = (template: string, path: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path);

interface Account {
  balance: number;
  twoFa: boolean;
  promo: string;
  server: string;
  email: string;
  /** Copies owned per user case id, with the shop's case id. */
  cases: Map<number, { caseId: number; count: number }>;
  coupons: { id: number; isSwapAvailable: boolean; premiumCoinsPrice: number }[];
}

/**
 * Signs in as the sandbox account and makes every state-changing call the widgets make, each answer checked
 * against the widgets' schema and the account read back after it (balance, cases, coupons), as the cabinet
 * would show it.
 */
export async function checkSandbox(run: Run, account: SandboxAccount): Promise<void> {
  const state = (endpoint: string, message: string, fix: string, path?: string): Finding => ({
    endpoint,
    severity: 'error',
    kind: 'state',
    pass: PASS,
    message,
    fix,
    ...(path ? { path } : {}),
  });
  const call = async (make: (api: Api) => unknown, token: string | undefined, extra: Finding[] = []) => {
    const { request, op, template } = id(make);
    const { answer, found } = await run.call(op, request, request.answer, { token, pass: PASS });
    run.row({ id: op, request: `${request.method} ${template}` }, answer?.status ?? null, [...found, ...extra], PASS);
    const ok = !!answer && answer.status >= 200 && answer.status < 300 && !found.some((f) => f.severity === 'error');
    return { ok, body: answer?.body, answer };
  };
  const note = (endpoint: string, message: string) =>
    run.findings.push({ endpoint, severity: 'info', kind: 'skipped', pass: PASS, message });

  // Sign-in, as the form sends it.
  const servers = await call((api) => api.servers.list(), undefined);
  const server =
    account.server ?? String((dataOf(servers.body).servers as { key?: string }[] | undefined)?.[0]?.key ?? 'one');
  const byEmail = account.login.includes('@');
  const credentials = {
    server,
    ...(byEmail ? { email: account.login } : { login: account.login }),
    password: account.password,
  };
  const signIn = async (extra: Record<string, string> = {}) => {
    const { request } = id((api) => api.session.login({ ...credentials, ...extra }));
    const { answer, found } = await run.call('login', request, undefined, { pass: PASS });
    return { answer, found, request };
  };
  const first = await signIn();
  const token = String(dataOf(first.answer?.body).token ?? '');
  if (!token || wantsTwoFactor(first.answer?.body)) {
    run.row(
      { id: 'login', request: `POST ${first.request.path}` },
      first.answer?.status ?? null,
      [
        ...first.found,
        state(
          'login',
          `the sandbox account could not sign in (${first.answer?.status ?? 'no answer'}${wantsTwoFactor(first.answer?.body) ? ', asks for a two-factor code' : ''})`,
          'give --login/--password/--server of a test account with two-factor off; the sandbox pass stops here',
        ),
      ],
      PASS,
    );
    return;
  }
  run.row({ id: 'login', request: `POST ${first.request.path}` }, first.answer?.status ?? null, first.found, PASS);

  // Only an account the backend marks as a test one is changed.
  const { request: me } = id((api) => api.user.me());
  const marked = await run.call('user', me, me.answer, { token, pass: PASS });
  if (!/^(true|1)$/i.test(marked.answer?.headers.get(SANDBOX_HEADER) ?? '')) {
    run.row(
      { id: 'user', request: 'GET /api/v1/user' },
      marked.answer?.status ?? null,
      [
        ...marked.found,
        {
          endpoint: 'user',
          severity: 'error',
          kind: 'sandbox',
          pass: PASS,
          message: `this account is not marked as a test account (no ${SANDBOX_HEADER}: true on GET /api/v1/user): nothing is changed`,
          fix: `answer GET /api/v1/user for the test account with the header ${SANDBOX_HEADER}: true (docs/BACKEND.md "A sandbox account")`,
        },
      ],
      PASS,
    );
    return;
  }

  const read = async (): Promise<Account> => {
    const user = dataOf((await call((api) => api.user.me(), token)).body).user as Json | undefined;
    const owned = (dataOf((await call((api) => api.cases.userCases(), token)).body).userCases ?? []) as Json[];
    const coupons: Account['coupons'] = [];
    for (let page = 1; page <= 50; page++) {
      const data = dataOf((await call((api) => api.coupons.list(page), token)).body);
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
    return {
      balance: Number(user?.premiumCoins ?? NaN),
      twoFa: truthy(user?.isTwoFaEnabled),
      promo: String(user?.registrationPromoCode ?? ''),
      server: String(user?.server ?? server),
      email: String(user?.email ?? ''),
      cases: new Map(
        owned.map((u) => [
          Number(u.id),
          { caseId: Number((u.case as Json | undefined)?.id), count: Number(u.count ?? 0) },
        ]),
      ),
      coupons,
    };
  };
  const expect = (endpoint: string, what: string, got: unknown, want: unknown, fix: string) => {
    if (JSON.stringify(got) !== JSON.stringify(want))
      run.findings.push(
        state(endpoint, `after the call, ${what} reads ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`, fix),
      );
  };
  let before = await read();

  // The shop's money purchase: cart, its read-back, the order (the payment page rule).
  const shop = await call((api) => api.donate.data(), token);
  const cart = sampleCart(isObject(shop.body) ? shop.body : undefined, before.email);
  if (cart) {
    const captcha = run.options.captcha ?? SAMPLE.captcha;
    await call((api) => api.donate.saveCart({ ...cart }, captcha), token);
    const held = await call((api) => api.donate.cart(''), token);
    const title = (dataOf(held.body) as { title?: unknown }).title;
    expect('donate-cart', 'the saved cart’s title', title, cart.title, 'store the cart the client saved and answer it');
    const order = await call((api) => api.checkout.order(captcha, cart.payment_method_name, ''), token);
    run.findings.push(...paymentUrlFindings('donate-order', order.body, run.siteOrigin, PASS));
  } else note('donate-cart-save', 'no One Coins product to build a cart from');

  // A purchase for coins: the cheapest goods the balance covers.
  const goods = ((dataOf((await call((api) => api.shop.goods(before.server), token)).body).goods ?? []) as Json[])
    .map((g) => ({
      id: Number(g.id),
      price: Number(g.premiumCoinsPrice ?? 0),
      caseId: Number(g.product_id ?? NaN),
      count: Number(g.count ?? 1),
    }))
    .filter((g) => g.price > 0 && g.price <= before.balance)
    .sort((a, b) => a.price - b.price)[0];
  if (goods) {
    const bought = await call((api) => api.checkout.storeByCoin(goods.id, 1), token);
    const after = await read();
    expect(
      'store-by-coin',
      'the balance',
      after.balance,
      before.balance - goods.price,
      'take the goods’ premiumCoinsPrice off the balance, once',
    );
    const said = (dataOf(bought.body) as { premiumCoins?: unknown }).premiumCoins;
    if (said !== undefined)
      expect(
        'store-by-coin',
        'the answer’s premiumCoins (the balance the widgets show)',
        Number(said),
        after.balance,
        'answer data.premiumCoins with the balance after the purchase',
      );
    const had = [...before.cases.values()].filter((c) => c.caseId === goods.caseId).reduce((n, c) => n + c.count, 0);
    const has = [...after.cases.values()].filter((c) => c.caseId === goods.caseId).reduce((n, c) => n + c.count, 0);
    if (has > 0 || had > 0)
      expect(
        'store-by-coin',
        `the copies of case ${goods.caseId} owned`,
        has,
        had + goods.count,
        'deliver the goods’ cases to the player’s cases (GET /api/v1/cases/user) at once',
      );
    before = after;
  } else note('store-by-coin', 'no goods with a coin price the balance covers: give the account coins');

  // Open ×1 and ×N: the roulette sends the shop's case id (data.case.id), never the user case's.
  const single = [...before.cases.entries()].find(([, c]) => c.count >= 1);
  if (single) {
    const [userCaseId, { caseId }] = single;
    const items = (
      (dataOf((await call((api) => api.cases.userCase(userCaseId), token)).body).items ?? []) as Json[]
    ).map((i) => Number(i.id));
    const opened = await call((api) => api.cases.open(caseId), token);
    if (opened.answer && opened.answer.status >= 400)
      run.findings.push(
        state(
          'cases-open',
          `opening case_id ${caseId} (the shop's case id, data.case.id of the user case ${userCaseId}) answered ${opened.answer.status}: the player reads "Nothing was opened"`,
          'read case_id as the shop’s case id (data.case.id), not the user case’s id',
        ),
      );
    const data = dataOf(opened.body);
    if (opened.ok && !items.includes(Number(data.caseItemId)))
      run.findings.push(
        state(
          'cases-open',
          `caseItemId ${String(data.caseItemId)} is not one of the case's items: the strip cannot stop on it`,
          'answer caseItemId with the id of the item won, one of GET /api/v1/cases/user/{id} data.items',
        ),
      );
    if (opened.ok) {
      const after = await read();
      expect(
        'cases-open',
        `the copies of user case ${userCaseId}`,
        after.cases.get(userCaseId)?.count ?? 0,
        single[1].count - 1,
        'take one copy off the user case per open',
      );
      expect(
        'cases-open',
        'the coupons owned',
        after.coupons.length,
        before.coupons.length + ((data.coupons as unknown[]) ?? []).length,
        'add the prizes won to the player’s coupons (GET /api/v1/coupons/user)',
      );
      before = after;
    }
  } else note('cases-open', 'the account owns no case: give it some copies');
  const [n] = MULTI_COUNTS;
  const multi = [...before.cases.entries()].find(([, c]) => c.count >= n);
  if (multi) {
    const [userCaseId, { caseId, count }] = multi;
    const opened = await call((api) => api.cases.openMultiple(caseId, n), token);
    if (opened.answer && opened.answer.status >= 400)
      run.findings.push(
        state(
          'cases-open-multiple',
          `opening ${n} of case_id ${caseId} answered ${opened.answer.status}`,
          'read case_id as the shop’s case id (data.case.id) and count as the copies to open',
        ),
      );
    if (opened.ok) {
      const won = ((dataOf(opened.body).coupons as unknown[]) ?? []).length;
      expect('cases-open-multiple', 'the prizes answered', won, n, 'answer one coupon per copy opened');
      const after = await read();
      expect(
        'cases-open-multiple',
        `the copies of user case ${userCaseId}`,
        after.cases.get(userCaseId)?.count ?? 0,
        count - n,
        'take count copies off the user case',
      );
      expect(
        'cases-open-multiple',
        'the coupons owned',
        after.coupons.length,
        before.coupons.length + won,
        'add the prizes won to the player’s coupons',
      );
      before = after;
    }
  } else note('cases-open-multiple', `no case with ${n} copies: give the account ${n} copies of one`);

  // The swap of a prize for coins.
  const swappable = before.coupons.find((c) => c.isSwapAvailable);
  if (swappable) {
    const swapped = await call((api) => api.coupons.convert(swappable.id), token);
    const after = await read();
    expect(
      'coupons-convert',
      'the balance',
      after.balance,
      before.balance + swappable.premiumCoinsPrice,
      'add the coupon’s premiumCoinsPrice to the balance, once',
    );
    const said = (dataOf(swapped.body) as { premiumCoins?: unknown }).premiumCoins;
    if (said !== undefined)
      expect(
        'coupons-convert',
        'the answer’s premiumCoins',
        Number(said),
        after.balance,
        'answer data.premiumCoins with the balance after the swap',
      );
    expect(
      'coupons-convert',
      `coupon ${swappable.id} still swappable`,
      after.coupons.some((c) => c.id === swappable.id && c.isSwapAvailable),
      false,
      'answer a swapped coupon with converted: true (or isSwapAvailable: false)',
    );
    before = after;
  } else note('coupons-convert', 'no swappable coupon: open a case first or give the account one');

  // The inviter's promo code.
  if (account.promo && !before.promo) {
    await call((api) => api.account.savePromoCode(account.promo!), token);
    const after = await read();
    expect(
      'user-promo-code',
      'data.user.registrationPromoCode',
      after.promo.toUpperCase(),
      account.promo.toUpperCase(),
      'store the code and answer it as registrationPromoCode',
    );
    before = after;
  } else
    note(
      'user-promo-code',
      account.promo ? 'the account has an inviter’s code already' : 'give --promo <an inviter’s code>',
    );

  // Two-factor on, a sign-in that asks for the code, and off again.
  if (!before.twoFa) {
    const secret = String(dataOf((await call((api) => api.account.twoFaSecret(), token)).body).secret ?? '');
    if (secret) {
      await call((api) => api.account.twoFaVerify(code(secret), secret), token);
      expect(
        '2fa-verify',
        'data.user.isTwoFaEnabled',
        (await read()).twoFa,
        true,
        'turn two-factor on when the code matches the secret shown',
      );
      const asked = await signIn();
      if (!wantsTwoFactor(asked.answer?.body))
        run.findings.push(
          state(
            'login',
            'with two-factor on, sign-in without a code did not ask for one (needTwoFactor: true)',
            'answer needTwoFactor: true (4xx or 2xx, no token) while two-factor is on and no valid code came',
          ),
        );
      const withCode = await signIn({ verification_code: code(secret) });
      if (!dataOf(withCode.answer?.body).token)
        run.findings.push(
          state(
            'login',
            'with two-factor on, sign-in with a valid code gave no token',
            'answer data.token when the code is valid',
          ),
        );
      await call((api) => api.account.twoFaDestroy(code(secret)), token);
      expect(
        '2fa-destroy',
        'data.user.isTwoFaEnabled',
        (await read()).twoFa,
        false,
        'turn two-factor off when the code is valid',
      );
    }
  } else note('2fa-verify', 'two-factor is on already: turn it off on the test account');

  // Logout ends the token: the next call with it is a 401.
  await call((api) => api.session.logout(), token);
  const after = await run.call('user', me, undefined, { token, pass: PASS });
  if (after.answer && after.answer.status !== 401)
    run.findings.push(
      state(
        'logout',
        `after logout, the token still answers ${after.answer.status}`,
        'end the bearer token on POST /api/v1/auth/logout',
      ),
    );
}
