import { boolean, string, type, type Infer } from 'superstruct';
import { envelope, maybe } from './common';
import { amount } from './offer';

export const OrderResponse = envelope(type({ url: string() }));
export const StoreByCoinResponse = type({
  data: maybe(type({ message: maybe(string()), premiumCoins: maybe(amount()) })),
  success: maybe(boolean()),
});
export type OrderResponse = Infer<typeof OrderResponse>;
export type StoreByCoinResponse = Infer<typeof StoreByCoinResponse>;
