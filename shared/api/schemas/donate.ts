import { array, literal, nullable, string, type, unknown, type Infer } from 'superstruct';
import { envelope, flag, maybe, numeric } from './common';
import { amount, quantity } from './offer';
import { Server } from './servers';

export const BonusTier = type({
  price_from: numeric(),
  price_to: numeric(),
  bonus_coefficient: numeric(),
  image: maybe(string()),
  title: maybe(string()),
  price_text: maybe(string()),
});
export const Product = type({
  id: numeric(),
  title: string(),
  type: string(),
  image: maybe(string()),
  is_coming_soon: maybe(flag()),
  tab_title: maybe(string()),
  base_price: maybe(numeric()),
  one_coin_price_range: maybe(type({ from: numeric(), to: numeric() })),
  one_coin_bonuses: maybe(array(BonusTier)),
});
export const PaymentMethod = type({ name: string(), title: maybe(string()), image: maybe(string()) });
export const PaymentGroup = type({ title: maybe(string()), methods: array(PaymentMethod) });
export const DonateDataResponse = type({
  servers: array(Server),
  products: array(Product),
  payment_groups: array(PaymentGroup),
});

/**
 * The saved cart. `cart_id` names it for a visitor (no session on a cross-origin API, docs/BACKEND.md "Visitor
 * carts"): the shop keeps it with the record and sends it back when it reads the cart and when it orders.
 */
export const CartResponse = type({ data: maybe(unknown()), product_type: maybe(string()), cart_id: maybe(string()) });

/**
 * The cart (docs/widgets/donate.md): what the player is buying and what an order will charge. The server holds
 * it (`GET /api/donate/cart`); the shop keeps the same record in local storage (`product`) for the verification
 * and fail pages and reads it back with this schema too: another tab, an extension or an old version may have
 * written anything there.
 */
export const ServerCart = type({
  login: string(),
  title: string(),
  price: amount(),
  product_qty: quantity(),
  amount: maybe(amount()),
  bonus: maybe(amount()),
  // Money off the purchase amount, in the cart's currency: `price` is what is charged after it (a row of its own).
  discount: maybe(amount()),
  payment_method_name: maybe(string()),
  server: maybe(type({ title: string() })),
  product_type: maybe(string()),
  // The shop sells in euro only (docs/widgets/donate.md): another currency is a cart the page cannot show.
  currency_code: maybe(literal('EUR')),
  cart_id: maybe(string()),
});
export type ServerCart = Infer<typeof ServerCart>;
export const ServerCartResponse = envelope(nullable(ServerCart));
export type BonusTier = Infer<typeof BonusTier>;
export type Product = Infer<typeof Product>;
export type PaymentMethod = Infer<typeof PaymentMethod>;
export type PaymentGroup = Infer<typeof PaymentGroup>;
export type DonateDataResponse = Infer<typeof DonateDataResponse>;
export type CartResponse = Infer<typeof CartResponse>;
export type ServerCartResponse = Infer<typeof ServerCartResponse>;
