import { type Infer, array, boolean, number, string, type } from 'superstruct';
import { envelope, flag, maybe, numeric } from './common';
import { amount, offer, rarity } from './offer';

/** A coupon whose swap price is no amount is not swappable (`offer`, shared/api/schemas/offer.ts). */
export const Coupon = offer(
  type({
    id: numeric(),
    name: string(),
    imageName: string(),
    isSwapAvailable: flag(),
    premiumCoinsPrice: amount(),
    converted: maybe(flag()),
    color: maybe(rarity(null)),
  }),
  { premiumCoinsPrice: 0 },
  [],
  { isSwapAvailable: false },
);
export const PageInfo = type({ currentPage: number(), lastPage: number() });
export const CouponsResponse = envelope(type({ coupons: array(Coupon), pageInfo: PageInfo }));
export const ConvertResponse = type({
  data: maybe(type({ premiumCoins: maybe(amount()) })),
  success: maybe(boolean()),
});

// The shape widgets work with, derived once here.
export type Coupon = Infer<typeof Coupon>;
export type PageInfo = Infer<typeof PageInfo>;
export type CouponsResponse = Infer<typeof CouponsResponse>;
export type ConvertResponse = Infer<typeof ConvertResponse>;
