import { number, optional, string, type } from 'superstruct';

/** Enough of the stored cart record (docs/widgets/donate.md, local storage `product`) to show and pay for it. */
export const StoredProduct = type({
  login: string(),
  title: string(),
  price: number(),
  product_qty: number(),
  amount: optional(number()),
  bonus: optional(number()),
  payment_method_name: optional(string()),
  server: optional(type({ title: string() })),
  product_type: optional(string()),
  currency_code: optional(string()),
});
