import { type Infer, array, boolean, number, string, type } from 'superstruct';
import { envelope, flag, maybe, numeric } from './common';
import { amount, offer, rarity } from './offer';

/** A coupon whose swap price is no amount is not swappable (`offer`, shared/api/schemas/offer.ts). */
export const Coupon = offer(
  type({
    id: numeric(),
    name: string(),
    imageName: string(),
    isSwapAvailable: flag(),
    premiumCoinsPrice: amount(),
    converted: maybe(flag()),
    color: maybe(rarity(null)),
  }),
  { premiumCoinsPrice: 0 },
  [],
  { isSwapAvailable: false },
);
export const PageInfo = type({ currentPage: number(), lastPage: number() });
export const CouponsResponse = envelope(type({ coupons: array(Coupon), pageInfo: PageInfo }));
export const ConvertResponse = type({
  data: maybe(type({ premiumCoins: maybe(amount()) })),
  success: maybe(boolean()),
});

// The shape widgets work with, derived once here.
export type Coupon = Infer<typeof Coupon>;

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
