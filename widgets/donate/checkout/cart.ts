import type { ServerCart } from '../../../shared/api/schemas/donate';
import type { GoodsItem } from '../../../shared/api/schemas/shop';
import { CURRENCY, TOKEN_NAME } from '../coins/pricing';

/** The payment method when the shop offers none (the API names no default): the card provider. */
export const DEFAULT_PAYMENT_METHOD = 'stripe';
export const DEFAULT_PRODUCT_TYPE = 'cases';

/**
 * The method a purchase names: `wanted` (the player's pick, the cart's) while the shop offers it, else the shop's
 * first offered one; the constant default only when the shop offers none (docs/BACKEND.md "Payment methods").
 */
export function offeredMethod(groups: readonly { methods: readonly { name: string }[] }[], wanted?: string | null) {
  const names = groups.flatMap((g) => g.methods.map((m) => m.name));
  return wanted && names.includes(wanted) ? wanted : (names[0] ?? wanted ?? DEFAULT_PAYMENT_METHOD);
}

export interface ServerRef {
  id: number;
  key: string;
  title: string;
}

/**
 * The cart/product record (docs/widgets/donate.md): sent with the bot-check token, kept in local storage as
 * `product` and read back with the ServerCart schema, so it is that schema's shape with every field set, plus
 * what only the order needs.
 */
export type CartRecord = {
  [K in Exclude<keyof ServerCart, 'cart_id' | 'discount'>]-?: NonNullable<ServerCart[K]>;
} & {
  /** Money off: only the server sets it (the shop's own records have none). */
  discount?: number;
  /** A visitor's cart on a cross-origin API, once the save has named it (docs/BACKEND.md "Visitor carts"). */
  cart_id?: string;
  tokenValue: number;
  product_title: string;
  product_id: number | null;
  goods_id: number | null;
  server: ServerRef;
  server_id: number;
  server_key: string;
  bonus_qty: number;
  case_id: number | null;
  bundle_id?: number;
  icon: string;
};

interface Base {
  email: string;
  server: ServerRef;
  paymentMethod?: string;
}

const cents = (n: number) => Math.round(n * 100) / 100;

function base({ email, server, paymentMethod }: Base) {
  return {
    login: email.trim(),
    server,
    server_id: server.id,
    server_key: server.key,
    payment_method_name: paymentMethod || DEFAULT_PAYMENT_METHOD,
    currency_code: CURRENCY,
    goods_id: null,
    case_id: null,
    icon: '',
  } as const;
}

/** One Coins: `coins` bought for `price` EUR plus `bonus` free coins. */
export function coinsCart(
  input: Base & {
    product: { id: number; title: string; type: string; image?: string | null };
    coins: number;
    bonus: number;
    price: number;
  },
): CartRecord {
  const { product, coins, bonus, price } = input;
  return {
    ...base(input),
    tokenValue: coins,
    amount: coins,
    bonus,
    bonus_qty: bonus,
    price: cents(price),
    product_title: product.title,
    product_id: product.id,
    product_qty: 1,
    product_type: product.type,
    title: `${coins} ${TOKEN_NAME}`,
    icon: product.image ?? '',
  };
}

/** What a goods cart reads of a goods row. */
export type GoodsLike = Pick<
  GoodsItem,
  'id' | 'name' | 'price' | 'count' | 'product_id' | 'product_type' | 'image' | 'imageName'
>;

/** A special offer row, `qty` times; bundle_id only for rows of more than one item. */
export function goodsCart(input: Base & { goods: GoodsLike; qty: number }): CartRecord {
  const { goods, qty } = input;
  const record: CartRecord = {
    ...base(input),
    tokenValue: 0,
    bonus: 0,
    bonus_qty: 0,
    amount: goods.count * qty,
    price: cents(goods.price * qty),
    product_title: goods.name,
    product_id: goods.product_id ?? null,
    goods_id: goods.id,
    product_qty: qty,
    product_type: goods.product_type || DEFAULT_PRODUCT_TYPE,
    title: goods.name,
    case_id: goods.product_id ?? null,
    icon: goods.image ?? goods.imageName ?? '',
  };
  if (goods.count > 1) record.bundle_id = goods.id;
  return record;
}

/** A case from its purchase page, `qty` copies. */
export function caseCart(
  input: Base & { item: { id: number; name: string; price?: number | null; imageName: string }; qty: number },
): CartRecord {
  const { item, qty } = input;
  return {
    ...base(input),
    tokenValue: 0,
    bonus: 0,
    bonus_qty: 0,
    amount: qty,
    price: cents((item.price ?? 0) * qty),
    product_title: item.name,
    product_id: item.id,
    product_qty: qty,
    product_type: DEFAULT_PRODUCT_TYPE,
    title: item.name,
    case_id: item.id,
    icon: item.imageName,
  };
}
