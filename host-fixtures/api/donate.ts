import { withLocale } from '../../shared/i18n/locales';
import { nanoid } from 'nanoid';
import type { AnyStruct } from '../../contract/json-schema';
import { ServerCart } from '../../shared/api/schemas/donate';
import { apiOriginFor } from '../http/cors';
import type { CaseRecord } from '../state/cases';
import type { State } from '../state';
import { fail, ok } from './reply';
import type { Ctx, Route } from './types';

/** What the bot-check stub hands out; anything else (or nothing) is refused like a failed captcha. */
export const FIXTURE_CAPTCHA = /^fixture-captcha-/;

const body = (ctx: Ctx) => (ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {});
const captchaOk = (ctx: Ctx) => FIXTURE_CAPTCHA.test(String(body(ctx)['g-recaptcha-response'] ?? ''));
/**
 * Whose cart: a player's by their token; a visitor's (no session on a cross-origin API) by the cart id the
 * save answered, sent back as `cart_id` in the query or the body (docs/BACKEND.md "Visitor carts").
 */
function cartKey(ctx: Ctx, cartId = ctx.query.get('cart_id') ?? String(body(ctx).cart_id ?? '')): string {
  return ctx.token ? `token:${ctx.token}` : cartId ? `cart:${cartId}` : '';
}

/** `value` with only the fields `struct` names, at every depth (superstruct's mask leaves `type()` objects whole). */
function named(value: unknown, struct: AnyStruct): unknown {
  const isObject = struct.type === 'type' || struct.type === 'object';
  if (!isObject || typeof value !== 'object' || value === null) return value;
  const fields = struct.schema as Record<string, AnyStruct>;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(fields)
      .filter((k) => k in record)
      .map((k) => [k, named(record[k], fields[k]!)]),
  );
}

export const publicCase = (c: CaseRecord) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  imageName: c.imageName,
  isLimited: c.isLimited,
  limitedCaseQuantity: c.limitedCaseQuantity,
  price: c.price,
  premiumCoinsPrice: c.premiumCoinsPrice,
});

/** Gives a player `count` copies of a case (a coin purchase delivers at once, a card order once paid). */
function grantCases(state: State, userId: number, caseId: number, count: number): void {
  const owned = state.cases.userCases.find((u) => u.userId === userId && u.caseId === caseId);
  if (owned) owned.count += count;
  else state.cases.userCases.push({ id: 900 + state.cases.userCases.length, userId, caseId, count });
}

/**
 * The card provider's word that an order is paid (the real one calls the API's webhook): a player's order
 * delivers once, its cases to the inventory, its coins (and bonus) to the balance.
 */
export function payOrder(state: State, orderId: number): void {
  const order = state.donate.orders.find((o) => o.id === orderId);
  if (!order || order.status !== 'pending') return;
  order.status = 'paid';
  const user = state.users.find((u) => u.id === order.userId);
  if (!user) return;
  const { case_id: caseId, amount, tokenValue, bonus_qty: bonus } = order.cart;
  if (typeof caseId === 'number' && typeof amount === 'number') grantCases(state, user.id, caseId, amount);
  else if (typeof tokenValue === 'number' && tokenValue > 0)
    user.premiumCoins += tokenValue + (typeof bonus === 'number' ? bonus : 0);
}

/** The payment page on the page origin, in the locale the player shops in. */
function payUrl(ctx: Ctx, order: number): string {
  const origin = apiOriginFor(ctx.headers.host);
  return `${origin}${withLocale(ctx.state.donate.locale, '/pay')}?order=${order}`;
}

export const routes: Route[] = [
  {
    id: 'donate-data',
    method: 'GET',
    path: '/api/donate-data',
    malformed: { servers: 'oops' },
    handle: ({ state }) => ({
      body: {
        servers: state.servers.map(({ id, key, title }) => ({ id, key, title })),
        products: state.donate.products,
        payment_groups: state.donate.paymentGroups,
      },
    }),
  },
  {
    id: 'donate-cart',
    method: 'GET',
    path: '/api/donate/cart',
    // The fields the check page reads (the record is kept whole for the order): the document's example is exact.
    handle(ctx) {
      const cart = ctx.state.donate.carts[cartKey(ctx)];
      return ok(cart ? named(cart, ServerCart) : null);
    },
  },
  {
    id: 'donate-cart-save',
    method: 'POST',
    path: '/api/donate/cart',
    handle(ctx) {
      const record = { ...body(ctx) };
      if (!captchaOk(ctx)) return fail(422, 'Captcha not valid');
      if (!record.login || !record.server_id) return fail(422, 'The given data was invalid.', { login: ['required'] });
      delete record['g-recaptcha-response'];
      const cartId = `cart-${nanoid()}`;
      ctx.state.donate.carts[cartKey(ctx, cartId)] = record;
      const productType = typeof record.product_type === 'string' ? record.product_type : 'cases';
      return { body: { data: record, product_type: productType, cart_id: cartId } };
    },
  },
  {
    id: 'donate-order',
    method: 'POST',
    path: '/api/donate/order',
    handle(ctx) {
      if (!captchaOk(ctx)) return fail(422, 'Captcha not valid');
      const cart = ctx.state.donate.carts[cartKey(ctx)];
      if (!cart) return fail(422, 'The cart is empty');
      const id = 7000 + ctx.state.donate.orders.length + 1;
      const method = String(body(ctx).payment_method_name ?? cart.payment_method_name ?? 'stripe');
      ctx.state.donate.orders.push({
        id,
        userId: ctx.user?.id ?? null,
        cart,
        paymentMethod: method,
        createdAt: new Date().toISOString(),
        status: 'pending',
      });
      return ok({ url: payUrl(ctx, id) });
    },
  },
  {
    id: 'store-by-coin',
    method: 'POST',
    path: '/api/v1/order/store-by-coin',
    auth: true,
    handle(ctx) {
      const b = body(ctx);
      const id = Number(b.product_id);
      const qty = Number(b.product_qty);
      if (!Number.isInteger(qty) || qty < 1 || qty > 200) return fail(422, 'Invalid quantity');
      const goods = ctx.state.donate.goods.find((g) => g.id === id);
      const shopCase = ctx.state.cases.cases.find((c) => c.id === (goods ? goods.product_id : id));
      if (!shopCase) return fail(404, 'Product not found');
      const unit = goods ? goods.premiumCoinsPrice : shopCase.premiumCoinsPrice;
      const copies = (goods ? goods.count : 1) * qty;
      if (unit <= 0) return fail(422, 'This product is not sold for coins');
      if (ctx.user.premiumCoins < unit * qty) return fail(422, 'Not enough coins in account');
      if (shopCase.isLimited && copies > shopCase.limitedCaseQuantity) return fail(422, 'Not enough cases left');
      if (shopCase.isLimited) shopCase.limitedCaseQuantity -= copies;
      ctx.user.premiumCoins -= unit * qty;
      grantCases(ctx.state, ctx.user.id, shopCase.id, copies);
      return { body: { success: true, data: { message: 'Purchase complete', premiumCoins: ctx.user.premiumCoins } } };
    },
  },
  {
    id: 'goods',
    method: 'GET',
    path: '/api/v1/goods',
    malformed: { data: { goods: 'oops' } },
    handle(ctx) {
      const server = ctx.query.get('server');
      if (!ctx.state.servers.some((s) => s.key === server)) return fail(422, 'Unknown server');
      return ok({ ...ctx.state.donate.offer, goods: ctx.state.donate.goods });
    },
  },
  {
    id: 'one-rp-cases',
    method: 'GET',
    path: '/api/one-rp/cases',
    malformed: { data: { cases: [{ id: 'x' }] } },
    handle: ({ state }) => ok({ cases: state.cases.cases.map(publicCase) }),
  },
  {
    id: 'one-rp-case',
    method: 'GET',
    path: '/api/one-rp/cases/show/:id',
    handle({ state, params, user }) {
      const found = state.cases.cases.find((c) => c.id === Number(params.id));
      if (!found) return fail(404, 'Not Found');
      // Each prize's drop chance in per cent, from the weights the opening draws by (two decimals).
      const total = found.items.reduce((sum, item) => sum + item.weight, 0);
      const items = found.items.map(({ id, name, imageName, color, sortOrder, weight }) => ({
        id,
        name,
        imageName,
        color,
        sortOrder,
        chance: Math.round((weight / total) * 10_000) / 100,
      }));
      // A player's page needs the goods that sell this case on their server: sent with the case, so the page
      // does not wait for GET /api/v1/user to ask GET /api/v1/goods (docs/BACKEND.md, "Cases").
      if (!user) return ok({ case: publicCase(found), items });
      const goods = state.donate.goods.filter(
        (g) => g.product_id === found.id && (g.isCaseBundle || g.product_type === 'cases'),
      );
      return ok({ case: publicCase(found), items, goods });
    },
  },
];
