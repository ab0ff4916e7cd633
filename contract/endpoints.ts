import { ownEndpoints, type Api } from './record';
import type { EndpointInfo, Sample } from './endpoint-types';
import { CART_ID } from './fields';
import * as body from './requests';
import { PROGRESS_COUNT } from '../widgets/cabinet/referral-status';

export type { Auth, EndpointInfo, OwnEndpoint, Sample } from './endpoint-types';

export interface Endpoint extends EndpointInfo {
  /** The fixture host's endpoint id (scenarios, request log), also the operationId. */
  id: string;
  /** The widget's own call (shared/api/endpoints). */
  call: (api: Api, sample: Sample) => unknown;
}

const READ_ERROR = 'Any error, no answer or a wrong shape: the widget shows its load error with Retry.';
const FORM_ERROR =
  'A 4xx is the refusal the form shows (texts in the widget docs); a 5xx or no answer: "Could not reach the server. Please try again." with the input kept.';

/** Every shared endpoint the widgets call, in the order of docs/BACKEND.md. */
const SHARED: Endpoint[] = [
  {
    id: 'servers',
    call: (api) => api.servers.list(),
    summary: 'The game servers, for the sign-in, sign-up and reset forms.',
    usedBy: ['auth'],
    auth: 'optional',
    reads:
      'data.servers[]: `id` (numeric) and `key` identify a server, `title` is shown. A failure or an empty list: the forms offer the fixed one-server list (Nova One, key `one`).',
    errors: { default: 'The fixed one-server list.' },
  },
  {
    id: 'servers-statistic',
    call: (api) => api.servers.statistic(),
    summary: 'Players online per server; the online counter shows the sum of `online`.',
    usedBy: ['online-counter'],
    auth: 'optional',
    reads: 'The sum of data.servers[].online, refreshed every `data-interval` seconds.',
    errors: { default: 'First call: a dash and "no data"; a later one: the last number stays, dimmed.' },
  },
  {
    id: 'banner',
    call: (api) => api.banner.list(),
    summary: 'Promo banners with placement, expiry and the cases left.',
    usedBy: ['banner'],
    auth: 'optional',
    reads:
      'data.banners[]: placement (isAllowWebsite / isAllowCabinet), expiry (expiredAt), countdown and cases left (docs/widgets/banner.md).',
    errors: { default: 'No banner.' },
  },
  {
    id: 'login',
    call: (api, s) => api.session.login({ server: s.server, email: 'player@example.com', password: 'password123' }),
    summary: 'Sign in with e-mail or login and password; the two-factor code on the second try.',
    usedBy: ['auth'],
    auth: 'none',
    body: [body.LoginBody],
    reads:
      'data.token, the session token. `needTwoFactor: true` (top level or in data), with a 2xx or a 4xx status, asks for the authenticator code: the form sends the same body again with `verification_code`.',
    errors: {
      '4XX':
        'Wrong credentials or code (422 usually; a 401 too, as no token was sent: no logout): "Invalid credentials" ("Invalid code" on the two-factor step); a body with `needTwoFactor: true` asks for the code instead.',
      '5XX': 'No connection message; the password is kept.',
    },
  },
  {
    id: 'register',
    call: (api, s) =>
      api.session.register({
        server: s.server,
        login: 'newplayer',
        email: 'new@example.com',
        password: 'password123',
        password_confirmation: 'password123',
      }),
    summary: 'Sign up; the answer signs the player in.',
    usedBy: ['auth'],
    auth: 'none',
    body: [body.RegisterBody],
    reads: 'data.token (non-empty).',
    errors: {
      '4XX':
        '`errors.email`, `errors.login`, `errors.promo_code` (arrays of strings; any present) flag that field ("already taken", "promo code not accepted"; the texts are the widget\'s own); without them, the form\'s general refusal.',
      '5XX': FORM_ERROR,
    },
  },
  {
    id: 'reset-password',
    call: (api, s) => api.session.resetPassword({ step: 'request', server: s.server, email: 'player@example.com' }),
    summary: 'Password reset in three steps: request a code by e-mail, check it, set the new password.',
    usedBy: ['auth'],
    auth: 'none',
    body: [body.ResetRequestBody, body.ResetCheckBody, body.ResetChangeBody],
    reads: 'Success or not; the content of `data` is not read.',
    errors: { '4XX': 'The step\'s refusal ("Invalid email entered", "Invalid code").', '5XX': FORM_ERROR },
  },
  {
    id: 'email-verify',
    call: (api, s) => api.session.verifyEmail(s.token),
    summary: 'The e-mail link: `/email-verification?token=…` confirms the address.',
    usedBy: ['email-verification'],
    auth: 'none',
    body: [body.EmailVerifyBody],
    reads: 'Success or not (the body is not read).',
    errors: { default: 'The error screen, 2 s after the answer.' },
  },
  {
    id: 'auth-store-token',
    call: (api, s) => api.session.storeToken(s.token),
    summary:
      'The web server keeps the session token (e.g. in an HttpOnly cookie) so the pages it renders can put it in `window.apiToken`; `""` clears it (logout). Same origin, with `X-CSRF-TOKEN`.',
    usedBy: ['auth', 'logout', 'any (a 401)'],
    auth: 'site',
    body: [body.TokenBody],
    reads: 'Success or not; a failure is logged and the sign-in or logout goes on.',
    errors: { '419': "CSRF token mismatch (Laravel's status; logged).", default: 'Logged; sign-in or logout goes on.' },
  },
  {
    id: 'logout',
    call: (api) => api.session.logout(),
    summary: 'Ends the session of the bearer token (logout, or after any 401).',
    usedBy: ['logout', 'any (a 401)'],
    auth: 'bearer',
    mutating: true,
    reads: 'Not read; waited for at most 3 s.',
    errors: { default: 'Logged; the player is signed out locally anyway.' },
  },
  {
    id: 'user',
    call: (api) => api.user.me(),
    summary: 'The signed-in player.',
    usedBy: ['cabinet', 'donate', 'roulette'],
    auth: 'bearer',
    reads: "data.user: the cabinet's profile and settings, the shop's locked e-mail and server, the balance.",
    errors: { '401': 'The session ended: the page signs out.', default: READ_ERROR },
  },
  {
    id: 'user-resend-verify',
    call: (api) => api.account.resendVerify(),
    summary: 'Sends the verification e-mail again.',
    usedBy: ['cabinet'],
    auth: 'bearer',
    mutating: true,
    reads: 'Success: a notice and a 10-minute cooldown.',
    errors: { default: 'The button comes back.' },
  },
  {
    id: 'user-promo-code',
    call: (api) => api.account.savePromoCode('NEWBIE2025'),
    summary: "Saves the inviter's promo code once.",
    usedBy: ['cabinet'],
    auth: 'bearer',
    mutating: true,
    body: [body.PromoCodeBody],
    reads: 'Success: the field becomes read-only.',
    errors: { '4XX': 'The field is flagged as refused.', '5XX': FORM_ERROR },
  },
  {
    id: 'user-reset-password',
    call: (api) =>
      api.account.changePassword({
        old_password: 'password123',
        password: 'password1234',
        password_confirmation: 'password1234',
      }),
    summary: 'Changes the password (cabinet settings).',
    usedBy: ['cabinet'],
    auth: 'bearer',
    mutating: true,
    body: [body.ChangePasswordBody],
    reads: 'Success: a notice and a cleared form.',
    errors: {
      '400': '"Old password is incorrect" on that field.',
      '422': '"Old password is incorrect" on that field.',
      '429': '"Too many attempts. Wait a minute and try again."',
      '4XX': '"Could not change the password. Reload the page and try again."',
      '5XX': FORM_ERROR,
    },
  },
  {
    id: '2fa-secret',
    call: (api) => api.account.twoFaSecret(),
    summary: 'A new authenticator secret and its QR code, for turning two-factor on.',
    usedBy: ['cabinet'],
    auth: 'bearer',
    reads:
      'data.secret (shown, copyable) and data.QRImage: SVG markup, sanitized (no scripts, styles or links survive).',
    errors: { default: READ_ERROR },
  },
  {
    id: '2fa-verify',
    call: (api, s) => api.account.twoFaVerify(s.code, s.secret),
    summary: 'Turns two-factor on with the secret shown and a code from the app.',
    usedBy: ['cabinet'],
    auth: 'bearer',
    mutating: true,
    body: [body.TwoFaVerifyBody],
    reads: 'Success or not (the body is not read).',
    errors: { '4XX': '"Verification code entered incorrectly".', '5XX': FORM_ERROR },
  },
  {
    id: '2fa-destroy',
    call: (api, s) => api.account.twoFaDestroy(s.code),
    summary: 'Turns two-factor off with a code from the app.',
    usedBy: ['cabinet'],
    auth: 'bearer',
    mutating: true,
    body: [body.TwoFaDestroyBody],
    reads: 'Success or not (the body is not read); a fresh secret is asked for at once.',
    errors: { '4XX': '"Verification code entered incorrectly".', '5XX': FORM_ERROR },
  },
  {
    id: 'user-cases',
    call: (api) => api.cases.userCases(),
    summary: "The cases the player owns (the cabinet's inventory).",
    usedBy: ['cabinet'],
    auth: 'bearer',
    reads:
      "data.userCases[]: one card each; `id` is the user case (the roulette's `data-user-case-id`), `case.id` the shop's case (Buy more → /donate/case/{case.id}).",
    errors: { default: READ_ERROR },
  },
  {
    id: 'cases-user-show',
    call: (api, s) => api.cases.userCase(s.id),
    params: { id: 'id' },
    summary: "One of the player's cases with its contents (the roulette).",
    usedBy: ['roulette'],
    auth: 'bearer',
    reads:
      'data.case, data.count (copies owned: how many can be opened) and data.items (the roulette strip, by sortOrder).',
    errors: { default: READ_ERROR },
  },
  {
    id: 'cases-open',
    call: (api, s) => api.cases.open(s.id),
    summary: "Opens one copy of a case (`case_id` is the shop's case id, data.case.id).",
    usedBy: ['roulette'],
    auth: 'bearer',
    mutating: true,
    body: [body.OpenCaseBody],
    reads: "data.caseItemId: the item the strip stops on (one of the case's items); data.coupons: the prizes won.",
    errors: { default: 'The roulette stops and shows an error; the count is read again.' },
  },
  {
    id: 'cases-open-multiple',
    call: (api, s) => api.cases.openMultiple(s.id, s.count),
    summary: 'Opens `count` copies at once.',
    usedBy: ['roulette'],
    auth: 'bearer',
    mutating: true,
    body: [body.OpenCasesBody],
    reads: 'data.coupons: one per copy opened.',
    errors: { default: 'An error message; the count is read again.' },
  },
  {
    id: 'coupons-user',
    call: (api, s) => api.coupons.list(s.page),
    summary: "The player's prizes (coupons), a page at a time.",
    usedBy: ['cabinet'],
    auth: 'bearer',
    reads:
      'data.coupons (24 a page), data.pageInfo; the list ends at an empty page, a page that does not advance, lastPage, or 50 pages.',
    errors: { default: '"Oops, something went wrong!" with Retry under the loaded pages.' },
  },
  {
    id: 'coupons-convert',
    call: (api, s) => api.coupons.convert(s.id),
    params: { id: 'id' },
    summary: 'Swaps a prize for coins. A GET that changes state (as the API defines it); the widgets never cache it.',
    usedBy: ['cabinet', 'roulette'],
    auth: 'bearer',
    mutating: true,
    reads:
      "data.premiumCoins: the new balance (absent: the old balance plus the coupon's premiumCoinsPrice, or a fresh GET /api/v1/user).",
    errors: { default: 'The Swap button comes back, silently.' },
  },
  {
    id: 'referral-account-statistic',
    call: (api) => api.referral.accountStatistic(),
    summary: 'The referral figures of the player.',
    usedBy: ['cabinet'],
    auth: 'bearer',
    reads: 'data.systemAccountStatistic (figures; sums are display text such as "12 $") and data.lastStatus.',
    errors: { default: READ_ERROR },
  },
  {
    id: 'referral-statuses',
    call: (api) => api.referral.statuses(),
    summary: 'Every referral status (cashback levels).',
    usedBy: ['cabinet'],
    auth: 'bearer',
    reads: 'data.statuses[] in order; the current one is lastStatus (by name) or the first.',
    errors: { default: READ_ERROR },
  },
  {
    id: 'referral-milestones',
    call: (api) => api.referral.milestones(),
    summary: 'Rewards for a number of invited players.',
    usedBy: ['cabinet'],
    auth: 'bearer',
    reads: `data.milestones[]: a progress bar each, ${PROGRESS_COUNT} (account-statistic) of requiredReferralsAmount, and the count of those reached.`,
    errors: { default: READ_ERROR },
  },
  {
    id: 'donate-data',
    call: (api) => api.donate.data(),
    summary:
      'The shop: servers, products (tabs) with the One Coins range and bonus tiers, payment methods. Not enveloped in `data`.',
    usedBy: ['donate'],
    auth: 'optional',
    reads:
      'servers (numeric id, key, title), products (one tab per product by `type`: `one_coin` is the coin form, `goods` the special offers, `cases` the cases; others show as coming soon when is_coming_soon), payment_groups.',
    errors: { default: READ_ERROR },
  },
  {
    id: 'goods',
    call: (api, s) => api.shop.goods(s.server),
    summary: "The special offer of a server and its goods (the goods tab, a case's purchase options).",
    usedBy: ['donate'],
    auth: 'optional',
    reads: 'data.goods[] (rows; € and/or coin price), data.title / description (markup, sanitized) / image.',
    errors: { default: READ_ERROR },
  },
  {
    id: 'one-rp-cases',
    call: (api) => api.shop.cases(),
    summary: "The cases for sale (the shop's cases tab; the cabinet reads which are sold out).",
    usedBy: ['donate', 'cabinet'],
    auth: 'optional',
    reads: "data.cases[]: a card each, priced from its options (the case's own prices and the goods for it).",
    errors: { default: READ_ERROR },
  },
  {
    id: 'one-rp-case',
    call: (api, s) => api.shop.case(s.id),
    params: { id: 'id' },
    summary: 'A case for sale with its contents, and optionally its goods (purchase options).',
    usedBy: ['donate'],
    auth: 'optional',
    reads:
      "data.case, data.items (contents by sortOrder with rarity), data.goods (to a signed-in player: the goods that sell the case on their server; absent: GET /api/v1/goods for the player's server, one round trip later).",
    errors: {
      '404': '"Case not found." (no such case: a valid answer for a stale link, the mount point stays `ready`).',
      default: '"The case failed to load." with Retry (`data-widget-state="error"`).',
    },
  },
  {
    id: 'donate-cart-save',
    call: (api, s) => api.donate.saveCart({ ...s.cart }, s.captcha),
    summary:
      'Saves the cart for a money purchase. The server must recompute every price and bonus from its own catalogue and refuse a cart it would charge differently (docs/BACKEND.md "The cart").',
    usedBy: ['donate'],
    auth: 'optional',
    mutating: true,
    body: [body.CartRecordBody],
    reads: 'product_type (top level; absent: the one sent) and cart_id are stored with the record; `data` is not read.',
    errors: { default: '"An error occurred during payment…"; the form stays.' },
  },
  {
    id: 'donate-cart',
    call: (api, s) => api.donate.cart(s.cartId),
    optionalQuery: {
      cart_id: CART_ID,
    },
    summary:
      'The cart the server holds for this player now. The check page compares login, title, price, product_qty, bonus (absent = 0) and currency_code (absent = EUR) with what it shows.',
    usedBy: ['donate'],
    auth: 'optional',
    reads: "data: the cart, or null (the empty state). A difference shows the server's cart and asks to confirm again.",
    errors: { default: '"An error occurred during payment…"; no order is sent.' },
  },
  {
    id: 'donate-order',
    call: (api, s) => api.checkout.order(s.captcha, s.cart.payment_method_name, s.cartId),
    summary: 'Creates the card order for the saved cart; the answer is the payment page.',
    usedBy: ['donate'],
    auth: 'optional',
    mutating: true,
    body: [body.OrderBody],
    reads: 'data.url: the page goes there (same site or https).',
    errors: { default: '"An error occurred during payment…".' },
  },
  {
    id: 'store-by-coin',
    call: (api, s) => api.checkout.storeByCoin(s.id, 1),
    summary:
      'Buys goods (or a case by its own coin price) for coins; see the body fields for how `product_id` names either.',
    usedBy: ['donate'],
    auth: 'bearer',
    mutating: true,
    body: [body.StoreByCoinBody],
    reads: 'data.premiumCoins: the new balance (absent: none is stored; the reload shows it).',
    errors: {
      '4XX': '`message` is shown in the dialog (e.g. "Not enough coins in account").',
      default: '"An error occurred during payment…".',
    },
  },
];

/** Every endpoint the widgets call: the shared ones, then each widget's own (its area is its route id). */
export const ENDPOINTS: Endpoint[] = [
  ...SHARED,
  ...ownEndpoints.map(({ endpoints: _, call, ...own }) => ({
    ...own,
    call: (api: Api, s: Sample) => call((api as Record<string, unknown>)[own.id], s),
  })),
];
