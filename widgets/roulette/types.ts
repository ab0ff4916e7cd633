import type { Infer } from 'superstruct';
import type { CaseItem as CaseItemStruct, UserCaseResponse } from '../../shared/api/schemas/cases';
import type { Coupon as CouponStruct } from '../../shared/api/schemas/user';

export type CaseItem = Infer<typeof CaseItemStruct>;
export type Coupon = Infer<typeof CouponStruct>;
export type UserCaseDetail = Infer<typeof UserCaseResponse>['data'];
