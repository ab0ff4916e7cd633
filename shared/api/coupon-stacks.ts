import type { Coupon } from './schemas/coupons';

// Apart from the coupon schemas, which every page with a prize carries: only the views that show stacks
// (the cabinet's prize inventory, the roulette's results board, both loaded later) bring this in.

/**
 * Equal prizes as stacks, in the list's order (each stack where its first prize is): the same name,
 * rarity, price, swap rule and state. A coupon names no item, and the same prize won from two cases
 * comes with two picture addresses, so the picture is not part of it. The cabinet's prize inventory
 * shows a stack as one tile ("Суперкар Сокол ×3", docs/widgets/cabinet.md), as the roulette's results
 * board does.
 */
export function stackCoupons<T extends Coupon>(coupons: readonly T[]): T[][] {
  const byKey = new Map<string, T[]>();
  for (const c of coupons) {
    const key = JSON.stringify([c.name, c.color ?? 'simple', c.premiumCoinsPrice, c.isSwapAvailable, !!c.converted]);
    const stack = byKey.get(key);
    if (stack) stack.push(c);
    else byKey.set(key, [c]);
  }
  return [...byKey.values()];
}
