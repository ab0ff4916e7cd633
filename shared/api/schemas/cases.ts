import { type Infer, array, boolean, string, type } from '../../struct';
import { envelope, flag, maybe, numeric } from './common';
import { Coupon } from './coupons';

export const RARITIES = ['simple', 'common', 'improved', 'rare', 'legendary', 'epic'] as const;

export const CaseItem = type({
  id: numeric(),
  name: string(),
  imageName: string(),
  color: string(),
  sortOrder: numeric(),
});
export const Case = type({
  id: numeric(),
  name: string(),
  description: maybe(string()),
  imageName: string(),
  count: maybe(numeric()),
  isLimited: maybe(flag()),
  limitedCaseQuantity: maybe(numeric()),
  price: maybe(numeric()),
  premiumCoinsPrice: maybe(numeric()),
});
/** A goods item (docs/widgets/donate.md): sold on the special-offers tab and, for a case, on its purchase page. */
export const GoodsItem = type({
  id: numeric(),
  name: string(),
  description: maybe(string()),
  image: maybe(string()),
  imageName: maybe(string()),
  price: numeric(),
  premiumCoinsPrice: maybe(numeric()),
  count: numeric(),
  quantity: maybe(numeric()),
  product_type: maybe(string()),
  product_id: maybe(numeric()),
  isCaseBundle: maybe(flag()),
});
export const UserCase = type({
  id: numeric(),
  count: numeric(),
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
