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
export const UserCase = type({
  id: numeric(),
  count: quantity(),
  case: type({ id: numeric(), name: string(), imageName: string() }),
});

export const UserCasesResponse = envelope(type({ userCases: array(UserCase) }));
export const UserCaseResponse = envelope(type({ case: Case, count: numeric(), items: array(CaseItem) }));
export const OpenResponse = envelope(type({ caseItemId: numeric(), coupons: array(Coupon) }));
export const OpenMultipleResponse = type({ data: type({ coupons: array(Coupon) }), success: maybe(boolean()) });

/** A limited case with nothing left: the shop shows it sold out, nowhere is it offered (docs/widgets/donate.md). */
export const isSoldOut = (item: { isLimited?: boolean | null; limitedCaseQuantity?: number | null }) =>
  !!item.isLimited && (item.limitedCaseQuantity ?? 0) <= 0;

// The shapes widgets work with, derived once here.
export type CaseItem = Infer<typeof CaseItem>;
export type UserCase = Infer<typeof UserCase>;
export type UserCaseDetail = Infer<typeof UserCaseResponse>['data'];
export type Case = Infer<typeof Case>;
export type UserCasesResponse = Infer<typeof UserCasesResponse>;
export type UserCaseResponse = Infer<typeof UserCaseResponse>;
export type OpenResponse = Infer<typeof OpenResponse>;
export type OpenMultipleResponse = Infer<typeof OpenMultipleResponse>;
