import { boolean, string, type } from 'superstruct';
import { amount, envelope, maybe } from './common';

export const OrderResponse = envelope(type({ url: string() }));
export const StoreByCoinResponse = type({
  data: maybe(type({ message: maybe(string()), premiumCoins: maybe(amount()) })),
  success: maybe(boolean()),
});
