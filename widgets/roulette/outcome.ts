import { FINAL_MS, PITCH, planStop, TEASE_MS, wrap, type Spin } from './motion';
import { asRarity, byRarity, RARITY_ORDER, type Rarity } from './rules';
import type { Random } from './strip';
import type { CaseItem } from '../../shared/api/schemas/cases';
import type { Coupon } from '../../shared/api/schemas/coupons';

/**
 * What a finished spin shows: the prize(s), or nothing when the open failed (docs/widgets/roulette.md: only logged).
 */
export type Outcome =
  | { kind: 'single'; item: CaseItem; coupons: Coupon[] }
  | { kind: 'multi'; item: CaseItem; coupons: Coupon[] }
  | { kind: 'failed'; item: CaseItem; error?: unknown };

/** How rare a win is: its best coupon (a multi-open's headline), else the item; a failed open is none. */
export function outcomeRarity(outcome: Outcome): Rarity {
  if (outcome.kind === 'failed') return 'simple';
  return asRarity(byRarity(outcome.coupons)[0]?.color ?? outcome.item.color);
}

/**
 * One prize: the reveal and a line naming it. A single open that gave several coupons shows and announces them
 * like a multi-open, so each can be seen and swapped.
 */
export const isOnePrize = (outcome: Outcome) => outcome.kind === 'single' && outcome.coupons.length < 2;

/** Rare and above: the longer tease, and (legendary, epic) the flash (docs/widgets/roulette.md). */
export const isRareOrBetter = (rarity: Rarity) => RARITY_ORDER.indexOf(rarity) <= RARITY_ORDER.indexOf('rare');

/** The pause on the stopped strip before the prize: longer for rare and above. */
export const holdFor = (rarity: Rarity) => (isRareOrBetter(rarity) ? TEASE_MS : FINAL_MS);

export const randomItem = (items: readonly CaseItem[], random: Random) => items[Math.floor(random() * items.length)]!;

/** The case item a coupon was made from: same name (and rarity when the coupon says), else undefined. */
export function itemOfCoupon(items: readonly CaseItem[], coupon: Coupon): CaseItem | undefined {
  return (
    items.find((i) => i.name === coupon.name && (!coupon.color || asRarity(i.color) === asRarity(coupon.color))) ??
    items.find((i) => i.imageName === coupon.imageName)
  );
}

/** A multi-open stops on its best prize (highest rarity), so the strip shows the headline win. */
export function headlineItem(items: readonly CaseItem[], coupons: readonly Coupon[], random: Random): CaseItem {
  const best = byRarity(coupons)[0];
  return (best && itemOfCoupon(items, best)) ?? randomItem(items, random);
}

/**
 * Puts the winner into the strip at stop index `k` (mod length); prefers a candidate whose neighbours
 * differ from the winner, so the no-equal-neighbours rule survives the placement.
 */
export function chooseIndex(strip: readonly CaseItem[], winner: CaseItem, random: Random) {
  return (candidates: number[]): number => {
    const n = strip.length;
    const fits = candidates.filter(
      (k) => strip[wrap(k - 1, n)]!.id !== winner.id && strip[wrap(k + 1, n)]!.id !== winner.id,
    );
    const pool = fits.length > 0 ? fits : candidates;
    return pool[Math.floor(random() * pool.length)]!;
  };
}

export function placeWinner(strip: readonly CaseItem[], index: number, winner: CaseItem): CaseItem[] {
  const next = [...strip];
  next[wrap(index, next.length)] = winner;
  return next;
}

/**
 * When every stop the spin can reach is beside a copy of the winner, that neighbour becomes another of the case's
 * items, one equal to neither of its own neighbours (there is one whenever the case has three items or more).
 */
export function clearNeighbours(strip: CaseItem[], index: number): CaseItem[] {
  const n = strip.length;
  const at = (i: number) => strip[wrap(i, n)]!;
  const distinct = [...new Map(strip.map((item) => [item.id, item])).values()];
  for (const side of [index - 1, index + 1]) {
    if (at(side).id !== at(index).id) continue;
    const fit = distinct.find((item) => item.id !== at(side - 1).id && item.id !== at(side + 1).id);
    if (fit) strip[wrap(side, n)] = fit;
  }
  return strip;
}

/** Lands a running spin on `winner`, pausing `hold` ms once stopped: the stop plan and the strip with the winner in place. */
export function land(
  spin: Spin,
  strip: readonly CaseItem[],
  winner: CaseItem,
  now: number,
  random: Random,
  hold = FINAL_MS,
) {
  const planned = { ...planStop(spin, now, chooseIndex(strip, winner, random)), hold };
  const index = planned.stop!.index;
  return { spin: planned, strip: clearNeighbours(placeWinner(strip, index, winner), index) };
}

/**
 * An immediate reveal (reduced motion, skip): the winner goes to the first card at or after `offset` whose
 * neighbours differ from it (the no-equal-neighbours rule), else the next card with its neighbours cleared.
 */
export function reveal(offset: number, strip: readonly CaseItem[], winner: CaseItem) {
  const first = Math.ceil(offset / PITCH);
  const n = strip.length;
  const next = Array.from({ length: n }, (_, step) => first + step);
  const index = next.find((k) => strip[wrap(k - 1, n)]!.id !== winner.id && strip[wrap(k + 1, n)]!.id !== winner.id);
  const at = index ?? first;
  return { rest: at * PITCH, strip: clearNeighbours(placeWinner(strip, at, winner), at) };
}
