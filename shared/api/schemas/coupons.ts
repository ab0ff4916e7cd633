import { type Infer, array, boolean, number, string, type } from '../../struct';
import { envelope, flag, maybe, numeric, rarity } from './common';

export const Coupon = type({
  id: numeric(),
  name: string(),
  imageName: string(),
  isSwapAvailable: flag(),
  premiumCoinsPrice: numeric(),
  converted: maybe(flag()),
  color: maybe(rarity(null)),
});
export const PageInfo = type({ currentPage: number(), lastPage: number() });
export const CouponsResponse = envelope(type({ coupons: array(Coupon), pageInfo: PageInfo }));
export const ConvertResponse = type({
  data: maybe(type({ premiumCoins: maybe(numeric()) })),
  success: maybe(boolean()),
});

// The shape widgets work with, derived once here.
export type Coupon = Infer<typeof Coupon>;
