import { boolean, string, type } from 'superstruct';
import { envelope, maybe, numeric } from './common';

export const OrderResponse = envelope(type({ url: string() }));
export const StoreByCoinResponse = type({
  data: maybe(type({ message: maybe(string()), premiumCoins: maybe(numeric()) })),
  success: maybe(boolean()),
});
