import { type Infer, array, boolean, string, type } from 'superstruct';
import { envelope, flag, maybe, numeric } from './common';
import { amount, offer, quantity, rarity, RARITIES } from './offer';
import { Coupon } from './coupons';

export { RARITIES };

export const CaseItem = type({
  id: numeric(),
  name: string(),
  imageName: string(),
  color: rarity('simple'),
  sortOrder: numeric(),
});
export const Case = offer(
  type({
    id: numeric(),
    name: string(),
    description: maybe(string()),
    imageName: string(),
    count: maybe(quantity()),
    isLimited: maybe(flag()),
    limitedCaseQuantity: maybe(quantity()),
    price: maybe(amount()),
    premiumCoinsPrice: maybe(amount()),
    unavailable: maybe(boolean()),
  }),
  { price: 0, premiumCoinsPrice: 0, count: 0, limitedCaseQuantity: 0 },
  ['count', 'limitedCaseQuantity'],
);
/** A goods item (docs/widgets/donate.md): sold on the special-offers tab and, for a case, on its purchase page. */
export const GoodsItem = offer(
  type({
    id: numeric(),
    name: string(),
    description: maybe(string()),
    image: maybe(string()),
    imageName: maybe(string()),
    price: amount(),
    premiumCoinsPrice: maybe(amount()),
    count: quantity(),
    quantity: maybe(quantity()),
    product_type: maybe(string()),
    product_id: maybe(numeric()),
    isCaseBundle: maybe(flag()),
    unavailable: maybe(boolean()),
  }),
  { price: 0, premiumCoinsPrice: 0, count: 1, quantity: 0 },
  ['count', 'quantity'],
);
export const UserCase = type({
  id: numeric(),
  count: quantity(),
  case: type({ id: numeric(), name: string(), imageName: string() }),
});

export const UserCasesResponse = envelope(type({ userCases: array(UserCase) }));
export const UserCaseResponse = envelope(type({ case: Case, count: numeric(), items: array(CaseItem) }));
export const CasesResponse = envelope(type({ cases: array(Case) }));
export const CaseShowResponse = envelope(type({ case: Case, items: array(CaseItem), goods: maybe(array(GoodsItem)) }));
export const OpenResponse = envelope(type({ caseItemId: numeric(), coupons: array(Coupon) }));
export const OpenMultipleResponse = envelope(type({ coupons: array(Coupon), success: maybe(boolean()) }));

/** A limited case with nothing left: the shop shows it sold out, nowhere is it offered (docs/widgets/donate.md). */
export const isSoldOut = (item: { isLimited?: boolean | null; limitedCaseQuantity?: number | null }) =>
  !!item.isLimited && (item.limitedCaseQuantity ?? 0) <= 0;

// The shapes widgets work with, derived once here.
export type CaseItem = Infer<typeof CaseItem>;
export type UserCase = Infer<typeof UserCase>;
export type UserCaseDetail = Infer<typeof UserCaseResponse>['data'];
