import { type Infer, array, boolean, number, string, type } from '../../struct';
import { envelope, flag, maybe, numeric, text } from './common';

export const User = type({
  email: string(),
  login: string(),
  server: text(),
  createdAt: string(),
  premiumCoins: numeric(),
  userPromoCode: maybe(string()),
  registrationPromoCode: maybe(string()),
  couponCount: maybe(numeric()),
  isVerified: flag(),
  isTwoFaEnabled: maybe(flag()),
  isMediaPartner: maybe(flag()),
  status: maybe(string()),
  serverTitle: maybe(string()),
});
export const UserResponse = envelope(type({ user: User }));

export const TwoFaSecretResponse = envelope(type({ secret: string(), QRImage: string() }));

export const Coupon = type({
  id: numeric(),
  name: string(),
  imageName: string(),
  isSwapAvailable: flag(),
  premiumCoinsPrice: numeric(),
  converted: maybe(flag()),
  color: maybe(string()),
});
export const PageInfo = type({ currentPage: number(), lastPage: number() });
export const CouponsResponse = envelope(type({ coupons: array(Coupon), pageInfo: PageInfo }));
export const ConvertResponse = type({
  data: maybe(type({ premiumCoins: maybe(numeric()) })),
  success: maybe(boolean()),
});

// The shapes widgets work with, derived once here.
export type User = Infer<typeof User>;
export type Coupon = Infer<typeof Coupon>;
