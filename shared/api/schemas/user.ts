import { type Infer, string, type } from 'superstruct';
import { envelope, flag, maybe, numeric, text } from './common';
import { amount } from './offer';

export const User = type({
  email: string(),
  login: string(),
  server: text(),
  createdAt: string(),
  premiumCoins: amount(),
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

// The shape widgets work with, derived once here.
export type User = Infer<typeof User>;
export type UserResponse = Infer<typeof UserResponse>;
