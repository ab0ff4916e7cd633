/** One Coins pricing and bonus tiers (docs/widgets/donate.md: bonus tiers, the amount). Pure: no services, no DOM. */
export const COIN_PRICE_EUR = 0.1;
export const CURRENCY = 'EUR';
export const TOKEN_NAME = 'OC';
export const MIN_COINS = 5;
export const DEFAULT_MAX_COINS = 50_000;
export const DEFAULT_COINS = 50;
/** Amounts offered as one-tap chips beside the field (those inside the product's range). */
export const AMOUNT_CHIPS = [100, 500, 1000, 5000] as const;

export interface Tier {
  price_from: number;
  price_to: number;
  bonus_coefficient: number;
}
export interface PriceRange {
  from: number;
  to: number;
}
export interface CoinProduct {
  base_price?: number | null;
  one_coin_price_range?: PriceRange | null;
  one_coin_bonuses?: readonly Tier[] | null;
}

// Float products like 1.15 × 20 = 22.999999999999996 must not lose a coin to floor().
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

export const basePrice = (product: CoinProduct): number =>
  product.base_price && product.base_price > 0 ? product.base_price : COIN_PRICE_EUR;

/** EUR to pay for `coins`, to the cent. */
export const eurPrice = (coins: number, base = COIN_PRICE_EUR): number => Math.round(coins * base * 100) / 100;

/** The tier whose [price_from, price_to] holds the EUR price, if any. */
export function activeTier<T extends Tier>(tiers: readonly T[] | null | undefined, eur: number): T | undefined {
  return (tiers ?? []).find((t) => eur >= t.price_from && eur <= t.price_to);
}

/** Bonus coins: floor(coefficient × coins) − coins (0 without a tier). */
export function bonusCoins(coins: number, tier: Tier | undefined): number {
  if (!tier) return 0;
  return Math.max(0, Math.floor(tidy(tier.bonus_coefficient * coins)) - coins);
}

/** Clicking a tier sets the amount to its lower bound / 0.1, or 5 when the bound is 0. */
export function tierClickAmount(tier: Tier): number {
  return tier.price_from === 0 ? MIN_COINS : Math.round(tidy(tier.price_from / COIN_PRICE_EUR));
}

/** Minimum coins: range lower bound / 0.1, or 5 when there is no range or the bound is 0. */
export function minCoins(range: PriceRange | null | undefined): number {
  if (!range || range.from === 0) return MIN_COINS;
  return Math.ceil(tidy(range.from / COIN_PRICE_EUR));
}

/** Maximum coins: 50000 without a range, else range upper bound / base_price. */
export function maxCoins(range: PriceRange | null | undefined, base = COIN_PRICE_EUR): number {
  if (!range) return DEFAULT_MAX_COINS;
  return Math.floor(tidy(range.to / base));
}

/**
 * The slider's starting amount: 50, or, when the product has a bonus tier, the start of the first tier
 * that gives a bonus (price_from / base_price), so the player sees what a bonus looks like.
 */
export function defaultCoins(product: CoinProduct): number {
  const base = basePrice(product);
  const tier = (product.one_coin_bonuses ?? []).find((t) => t.bonus_coefficient > 1 && t.price_from > 0);
  const wanted = tier ? Math.round(tidy(tier.price_from / base)) : DEFAULT_COINS;
  const range = product.one_coin_price_range;
  return Math.min(maxCoins(range, base), Math.max(minCoins(range), wanted));
}
