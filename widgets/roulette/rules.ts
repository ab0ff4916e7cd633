/** Open and multi-open rules (docs/widgets/roulette.md) as pure functions of the remaining count and flags. */
export const MULTI_COUNTS = [5, 10, 25, 50, 100] as const;
export type MultiCount = (typeof MULTI_COUNTS)[number];
export const MIN_MULTI = MULTI_COUNTS[0];

export const RARITY_ORDER = ['epic', 'legendary', 'rare', 'improved', 'common', 'simple'] as const;
export type Rarity = (typeof RARITY_ORDER)[number];

export function asRarity(color: string | null | undefined): Rarity {
  return (RARITY_ORDER as readonly string[]).includes(color ?? '') ? (color as Rarity) : 'simple';
}

/** Open button: needs a copy left (or as many as the multi-open count) and no spin in progress. */
export function canOpen(remaining: number, busy: boolean, multi: MultiCount | null = null): boolean {
  return !busy && remaining >= (multi ?? 1) && remaining >= 1;
}

/** The multiple toggle: disabled while loading (opening or spinning) or with fewer than 5 left. */
export function canToggleMulti(remaining: number, busy: boolean): boolean {
  return !busy && remaining >= MIN_MULTI;
}

/** A count option: disabled outside multi mode or above the remaining count. */
export function countOptionEnabled(option: MultiCount, multi: boolean, remaining: number): boolean {
  return multi && option <= remaining;
}

/**
 * After a multi-open (docs/widgets/roulette.md, "the count after a multi-open"): the count the player chose
 * stays while the remaining count allows it; only when it no longer fits does it drop to the largest
 * option not above the remaining count, or null (multi mode off) below the smallest. Never raised.
 */
export function clampCount(chosen: MultiCount, remaining: number): MultiCount | null {
  if (chosen <= remaining) return chosen;
  return [...MULTI_COUNTS].reverse().find((n) => n <= remaining) ?? null;
}

/** Highest rarity first; within a rarity, the dearer coupon first, then by id (stable for equal prices). */
export function byRarity<T extends { color?: string | null; premiumCoinsPrice: number; id: number }>(
  list: readonly T[],
): T[] {
  const rank = (c: T) => RARITY_ORDER.indexOf(asRarity(c.color));
  return [...list].sort((a, b) => rank(a) - rank(b) || b.premiumCoinsPrice - a.premiumCoinsPrice || a.id - b.id);
}

/** What the coupons of a multi-open swap for together: only those that can be swapped count (canSwap). */
export function totalCoins(
  list: readonly { premiumCoinsPrice: number; isSwapAvailable?: boolean; converted?: boolean | null }[],
): number {
  return list.reduce(
    (sum, c) =>
      canSwap({ isSwapAvailable: c.isSwapAvailable !== false, converted: c.converted })
        ? sum + c.premiumCoinsPrice
        : sum,
    0,
  );
}

/** Swap (coupon → coins) needs isSwapAvailable and not yet converted (docs/widgets/roulette.md). */
export function canSwap(coupon: { isSwapAvailable: boolean; converted?: boolean | null }): boolean {
  return coupon.isSwapAvailable && !coupon.converted;
}
