// The sandbox pass's state-changing calls, one per step: each makes its call as the widgets do and reads the
// account back. A step answers the account as it now reads.
import { wantsTwoFactor } from '../shared/api/schemas/session';
import { MULTI_COUNTS } from '../widgets/roulette/rules';
import { isObject, paymentUrlFindings, type Json } from './findings';
import { SAMPLE } from './openapi';
import { sampleCart } from './sample-cart';
import { code, dataOf, PASS, type Account, type Sandbox } from './sandbox-session';

export type Step = (s: Sandbox, before: Account) => Promise<Account>;

/** The shop's money purchase: cart, its read-back, the order (the payment page rule). */
export const buyForMoney: Step = async (s, before) => {
  const shop = await s.call((api) => api.donate.data());
  const cart = sampleCart(isObject(shop.body) ? shop.body : undefined, before.email);
  if (!cart) {
    s.note('donate-cart-save', 'no One Coins product to build a cart from');
    return before;
  }
  const captcha = s.run.options.captcha ?? SAMPLE.captcha;
  await s.call((api) => api.donate.saveCart({ ...cart }, captcha));
  const held = await s.call((api) => api.donate.cart(''));
  const title = (dataOf(held.body) as { title?: unknown }).title;
  s.expect('donate-cart', 'the saved cart’s title', title, cart.title, 'store the cart the client saved and answer it');
  const order = await s.call((api) => api.checkout.order(captcha, cart.payment_method_name, ''));
  s.run.findings.push(...paymentUrlFindings('donate-order', order.body, s.run.siteOrigin, PASS));
  return before;
};

/** Where an answer names the balance (`data.premiumCoins`, what the widgets show), it is the one read back after. */
function saidBalance(s: Sandbox, step: string, what: string, body: unknown, after: Account, action: string) {
  const said = (dataOf(body) as { premiumCoins?: unknown }).premiumCoins;
  if (said !== undefined)
    s.expect(step, what, Number(said), after.balance, `answer data.premiumCoins with the balance after the ${action}`);
}

const copiesOf = (account: Account, caseId: number) =>
  [...account.cases.values()].filter((c) => c.caseId === caseId).reduce((n, c) => n + c.count, 0);

/** A purchase for coins: the cheapest goods the balance covers. */
export const buyForCoins: Step = async (s, before) => {
  const goods = ((dataOf((await s.call((api) => api.shop.goods(before.server))).body).goods ?? []) as Json[])
    .map((g) => ({
      id: Number(g.id),
      price: Number(g.premiumCoinsPrice ?? 0),
      caseId: Number(g.product_id ?? NaN),
      count: Number(g.count ?? 1),
    }))
    .filter((g) => g.price > 0 && g.price <= before.balance)
    .sort((a, b) => a.price - b.price)[0];
  if (!goods) {
    s.note('store-by-coin', 'no goods with a coin price the balance covers: give the account coins');
    return before;
  }
  const bought = await s.call((api) => api.checkout.storeByCoin(goods.id, 1));
  const after = await s.read();
  const fix = 'take the goods’ premiumCoinsPrice off the balance, once';
  s.expect('store-by-coin', 'the balance', after.balance, before.balance - goods.price, fix);
  saidBalance(
    s,
    'store-by-coin',
    'the answer’s premiumCoins (the balance the widgets show)',
    bought.body,
    after,
    'purchase',
  );
  const had = copiesOf(before, goods.caseId);
  const has = copiesOf(after, goods.caseId);
  if (has > 0 || had > 0)
    s.expect(
      'store-by-coin',
      `the copies of case ${goods.caseId} owned`,
      has,
      had + goods.count,
      'deliver the goods’ cases to the player’s cases (GET /api/v1/cases/user) at once',
    );
  return after;
};

/** Open ×1: the roulette sends the shop's case id (data.case.id), never the user case's. */
export const openOne: Step = async (s, before) => {
  const single = [...before.cases.entries()].find(([, c]) => c.count >= 1);
  if (!single) {
    s.note('cases-open', 'the account owns no case: give it some copies');
    return before;
  }
  const [userCaseId, { caseId, count }] = single;
  const items = ((dataOf((await s.call((api) => api.cases.userCase(userCaseId))).body).items ?? []) as Json[]).map(
    (i) => Number(i.id),
  );
  const opened = await s.call((api) => api.cases.open(caseId));
  if (opened.answer && opened.answer.status >= 400)
    s.fail(
      'cases-open',
      `opening case_id ${caseId} (the shop's case id, data.case.id of the user case ${userCaseId}) answered ${opened.answer.status}: the player reads "Nothing was opened"`,
      'read case_id as the shop’s case id (data.case.id), not the user case’s id',
    );
  const data = dataOf(opened.body);
  if (opened.ok && !items.includes(Number(data.caseItemId)))
    s.fail(
      'cases-open',
      `caseItemId ${String(data.caseItemId)} is not one of the case's items: the strip cannot stop on it`,
      'answer caseItemId with the id of the item won, one of GET /api/v1/cases/user/{id} data.items',
    );
  if (!opened.ok) return before;
  const after = await s.read();
  const copies = after.cases.get(userCaseId)?.count ?? 0;
  s.expect(
    'cases-open',
    `the copies of user case ${userCaseId}`,
    copies,
    count - 1,
    'take one copy off the user case per open',
  );
  s.expect(
    'cases-open',
    'the coupons owned',
    after.coupons.length,
    before.coupons.length + ((data.coupons as unknown[]) ?? []).length,
    'add the prizes won to the player’s coupons (GET /api/v1/coupons/user)',
  );
  return after;
};

/** Open ×N, the first of the roulette's counts. */
export const openMany: Step = async (s, before) => {
  const [n] = MULTI_COUNTS;
  const multi = [...before.cases.entries()].find(([, c]) => c.count >= n);
  if (!multi) {
    s.note('cases-open-multiple', `no case with ${n} copies: give the account ${n} copies of one`);
    return before;
  }
  const [userCaseId, { caseId, count }] = multi;
  const opened = await s.call((api) => api.cases.openMultiple(caseId, n));
  if (opened.answer && opened.answer.status >= 400)
    s.fail(
      'cases-open-multiple',
      `opening ${n} of case_id ${caseId} answered ${opened.answer.status}`,
      'read case_id as the shop’s case id (data.case.id) and count as the copies to open',
    );
  if (!opened.ok) return before;
  const won = ((dataOf(opened.body).coupons as unknown[]) ?? []).length;
  s.expect('cases-open-multiple', 'the prizes answered', won, n, 'answer one coupon per copy opened');
  const after = await s.read();
  const copies = after.cases.get(userCaseId)?.count ?? 0;
  s.expect(
    'cases-open-multiple',
    `the copies of user case ${userCaseId}`,
    copies,
    count - n,
    'take count copies off the user case',
  );
  const owned = before.coupons.length + won;
  s.expect(
    'cases-open-multiple',
    'the coupons owned',
    after.coupons.length,
    owned,
    'add the prizes won to the player’s coupons',
  );
  return after;
};

/** The swap of a prize for coins. */
export const swapCoupon: Step = async (s, before) => {
  const swappable = before.coupons.find((c) => c.isSwapAvailable);
  if (!swappable) {
    s.note('coupons-convert', 'no swappable coupon: open a case first or give the account one');
    return before;
  }
  const swapped = await s.call((api) => api.coupons.convert(swappable.id));
  const after = await s.read();
  s.expect(
    'coupons-convert',
    'the balance',
    after.balance,
    before.balance + swappable.premiumCoinsPrice,
    'add the coupon’s premiumCoinsPrice to the balance, once',
  );
  saidBalance(s, 'coupons-convert', 'the answer’s premiumCoins', swapped.body, after, 'swap');
  s.expect(
    'coupons-convert',
    `coupon ${swappable.id} still swappable`,
    after.coupons.some((c) => c.id === swappable.id && c.isSwapAvailable),
    false,
    'answer a swapped coupon with converted: true (or isSwapAvailable: false)',
  );
  return after;
};

/** The inviter's promo code. */
export const savePromoCode: Step = async (s, before) => {
  const { promo } = s.account;
  if (!promo || before.promo) {
    s.note('user-promo-code', promo ? 'the account has an inviter’s code already' : 'give --promo <an inviter’s code>');
    return before;
  }
  await s.call((api) => api.account.savePromoCode(promo));
  const after = await s.read();
  s.expect(
    'user-promo-code',
    'data.user.registrationPromoCode',
    after.promo.toUpperCase(),
    promo.toUpperCase(),
    'store the code and answer it as registrationPromoCode',
  );
  return after;
};

/** Two-factor on, a sign-in that asks for the code, and off again. */
export const twoFactorRoundTrip: Step = async (s, before) => {
  if (before.twoFa) {
    s.note('2fa-verify', 'two-factor is on already: turn it off on the test account');
    return before;
  }
  const secret = String(dataOf((await s.call((api) => api.account.twoFaSecret())).body).secret ?? '');
  if (!secret) return before;
  await s.call((api) => api.account.twoFaVerify(code(secret), secret));
  const on = (await s.read()).twoFa;
  s.expect(
    '2fa-verify',
    'data.user.isTwoFaEnabled',
    on,
    true,
    'turn two-factor on when the code matches the secret shown',
  );
  const asked = await s.signIn();
  if (!wantsTwoFactor(asked.answer?.body))
    s.fail(
      'login',
      'with two-factor on, sign-in without a code did not ask for one (needTwoFactor: true)',
      'answer needTwoFactor: true (4xx or 2xx, no token) while two-factor is on and no valid code came',
    );
  const withCode = await s.signIn({ verification_code: code(secret) });
  if (!dataOf(withCode.answer?.body).token)
    s.fail(
      'login',
      'with two-factor on, sign-in with a valid code gave no token',
      'answer data.token when the code is valid',
    );
  await s.call((api) => api.account.twoFaDestroy(code(secret)));
  const off = (await s.read()).twoFa;
  s.expect('2fa-destroy', 'data.user.isTwoFaEnabled', off, false, 'turn two-factor off when the code is valid');
  return before;
};

/** Every step, in the order they run. */
export const STEPS: Step[] = [
  buyForMoney,
  buyForCoins,
  openOne,
  openMany,
  swapCoupon,
  savePromoCode,
  twoFactorRoundTrip,
];
