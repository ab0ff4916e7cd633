import { validate } from 'superstruct';
import { DonateDataResponse } from '../shared/api/schemas/donate';
import { coinsCart, offeredMethod, type CartRecord } from '../widgets/donate/checkout/cart';
import { activeTier, basePrice, bonusCoins, defaultCoins, eurPrice } from '../widgets/donate/coins/pricing';

/**
 * The cart a player would put together on the One Coins form of this shop (`GET /api/donate-data`), priced by
 * the shop's own base price and tiers as the form prices it: the starting amount, its bonus, the first offered method. Undefined when the
 * shop has no One Coins product or server.
 */
export function sampleCart(donateData: unknown, email = 'player@example.com'): CartRecord | undefined {
  const [error, data] = validate(donateData, DonateDataResponse, { coerce: true });
  const product = data?.products.find((p) => p.type === 'one_coin');
  const server = data?.servers[0];
  if (error || !product || !server) return undefined;
  const coins = defaultCoins(product);
  const price = eurPrice(coins, basePrice(product));
  const bonus = bonusCoins(coins, activeTier(product.one_coin_bonuses, price));
  return coinsCart({ email, server, product, coins, bonus, price, paymentMethod: offeredMethod(data.payment_groups) });
}
