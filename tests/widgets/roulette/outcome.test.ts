import { describe, expect, it } from 'vitest';
import type { CaseItem } from '../../../shared/api/schemas/cases';
import { FINAL_MS, PITCH, TEASE_MS } from '../../../widgets/roulette/motion';
import { holdFor, outcomeRarity, reveal } from '../../../widgets/roulette/outcome';
import { equalNeighbours } from '../../../widgets/roulette/strip';
import { coupon, ITEMS } from './fixtures';

describe('the win moment escalates with rarity (docs/widgets/roulette.md)', () => {
  it.each([
    ['simple', FINAL_MS],
    ['common', FINAL_MS],
    ['improved', FINAL_MS],
    ['rare', TEASE_MS],
    ['legendary', TEASE_MS],
    ['epic', TEASE_MS],
  ] as const)('a %s prize holds the stopped strip %i ms', (rarity, ms) => expect(holdFor(rarity)).toBe(ms));

  it('a multi-open is as rare as its best prize; a failed open is no prize at all', () => {
    const item = ITEMS[0]!;
    expect(outcomeRarity({ kind: 'multi', item, coupons: [coupon(1), coupon(5), coupon(4)] })).toBe('legendary');
    expect(outcomeRarity({ kind: 'single', item, coupons: [coupon(6)] })).toBe('epic');
    expect(outcomeRarity({ kind: 'failed', item: ITEMS[5]! })).toBe('simple');
    expect(holdFor(outcomeRarity({ kind: 'failed', item: ITEMS[5]! }))).toBe(FINAL_MS);
  });
});

describe('the winner in the strip keeps the no-equal-neighbours rule (docs/widgets/roulette.md)', () => {
  const [a, b, c] = ITEMS as [CaseItem, CaseItem, CaseItem];
  // The card after the resting point is b, flanked by the winner's item on both sides.
  const strip = [c, a, b, a, c, b];

  it('an immediate reveal (reduced motion, skip) lands on the next card whose neighbours differ from the prize', () => {
    const { strip: shown, rest } = reveal(PITCH * 1.5, strip, a);
    expect(rest).toBe(PITCH * 3);
    expect(shown[3]).toBe(a);
    expect(equalNeighbours(shown)).toBe(0);
  });

  it('on a strip of two items too', () => {
    const { strip: shown, rest } = reveal(PITCH * 0.5, [b, a, b, a], b);
    expect(rest).toBe(PITCH * 2);
    expect(shown).toEqual([b, a, b, a]);
    expect(equalNeighbours(shown)).toBe(0);
  });
});
