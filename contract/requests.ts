import { enums, literal, nullable, number, object, optional, string, type Describe } from 'superstruct';
import type { Credentials, Registration, ResetStep } from '../shared/api/endpoints/session';
import type { CartRecord } from '../widgets/donate/checkout/cart';
import { MULTI_COUNTS } from '../widgets/roulette/rules';

// The request bodies the widgets send, as structs for the document. `Describe<T>` ties each to the type the
// widget code sends (shared/api/endpoints, widgets/donate/checkout/cart.ts): a field added there fails the typecheck
// here; and every catalogue call's recorded body is validated against its struct (tests/contract).

export const LoginBody: Describe<Credentials> = object({
  server: string(),
  email: optional(string()),
  login: optional(string()),
  password: string(),
  verification_code: optional(string()),
});
export const RegisterBody: Describe<Registration> = object({
  server: string(),
  login: string(),
  email: string(),
  password: string(),
  password_confirmation: string(),
  promo_code: optional(string()),
});
type Step<K extends ResetStep['step']> = Extract<ResetStep, { step: K }>;
export const ResetRequestBody: Describe<Step<'request'>> = object({
  step: literal('request'),
  server: string(),
  email: string(),
});
export const ResetCheckBody: Describe<Step<'check'>> = object({
  step: literal('check'),
  server: string(),
  email: string(),
  code: string(),
});
export const ResetChangeBody: Describe<Step<'change'>> = object({
  step: literal('change'),
  server: string(),
  email: string(),
  code: string(),
  password: string(),
  password_confirmation: string(),
});
export const TokenBody = object({ token: string() });
export const EmailVerifyBody = object({ token: string() });
export const TwoFaVerifyBody = object({ verification_code: string(), google_secret: string() });
export const TwoFaDestroyBody = object({ verification_code: string() });
export const ChangePasswordBody = object({
  old_password: string(),
  password: string(),
  password_confirmation: string(),
});
export const PromoCodeBody = object({ promo_code: string() });
export const OpenCaseBody = object({ case_id: number() });
/** Multi-open counts are the roulette's buttons (widgets/roulette/rules.ts). */
export const OpenCasesBody = object({ case_id: number(), count: enums([...MULTI_COUNTS]) });
export const StoreByCoinBody = object({ product_id: number(), product_type: literal(0), product_qty: number() });
export const OrderBody = object({
  'g-recaptcha-response': string(),
  payment_method_name: optional(string()),
  cart_id: optional(string()),
});

export const ServerRef = object({ id: number(), key: string(), title: string() });
/** The cart record (widgets/donate/checkout/cart.ts) plus the bot-check token. */
export const CartRecordBody: Describe<CartRecord & { 'g-recaptcha-response': string }> = object({
  login: string(),
  tokenValue: number(),
  bonus: number(),
  price: number(),
  amount: number(),
  payment_method_name: string(),
  product_title: string(),
  product_id: nullable(number()),
  goods_id: nullable(number()),
  product_qty: number(),
  product_type: string(),
  server: ServerRef,
  server_id: number(),
  server_key: string(),
  bonus_qty: number(),
  currency_code: literal('EUR'),
  title: string(),
  case_id: nullable(number()),
  bundle_id: optional(number()),
  icon: string(),
  'g-recaptcha-response': string(),
});
