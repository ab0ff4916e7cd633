import { describe, expect, it } from 'vitest';
import { FINAL_MS, TEASE_MS } from '../../../widgets/roulette/motion';
import { holdFor, outcomeRarity } from '../../../widgets/roulette/outcome';
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
