import { amount, quantity } from '../../shared/api/schemas/offer';
import { literal, optional, string, type } from 'superstruct';
import { CURRENCY } from './pricing';

/**
 * Enough of the stored cart record (docs/widgets/donate.md, local storage `product`) to show and pay for
 * it, checked like any input: another tab, an extension or an old version may have written anything there.
 */
export const StoredProduct = type({
  login: string(),
  title: string(),
  price: amount(),
  product_qty: quantity(),
  amount: optional(amount()),
  bonus: optional(amount()),
  payment_method_name: optional(string()),
  server: optional(type({ title: string() })),
  product_type: optional(string()),
  currency_code: optional(literal(CURRENCY)),
});
