import { describe, expect, it } from 'vitest';
import {
  asRarity,
  byRarity,
  canOpen,
  canSwap,
  canToggleMulti,
  countOptionEnabled,
  MULTI_COUNTS,
  clampCount,
  totalCoins,
} from '../../../widgets/roulette/rules';

describe('open rules (docs/widgets/roulette.md)', () => {
  it('offers the multi-open counts 5, 10, 25, 50, 100', () => expect(MULTI_COUNTS).toEqual([5, 10, 25, 50, 100]));

  it.each([
    [0, false, null, false],
    [1, false, null, true],
    [4, false, null, true],
    [4, true, null, false],
    [120, true, null, false],
    [5, false, 5, true],
    [9, false, 10, false],
  ] as const)('open with %i left, busy %s, multi %s → %s', (remaining, busy, multi, expected) => {
    expect(canOpen(remaining, busy, multi)).toBe(expected);
  });

  it.each([
    [0, false, false],
    [4, false, false],
    [5, false, true],
    [5, true, false],
    [120, false, true],
    [120, true, false],
  ])('multi toggle with %i left, busy %s → %s', (remaining, busy, expected) => {
    expect(canToggleMulti(remaining, busy)).toBe(expected);
  });

  it.each([
    [5, false, 120, false],
    [5, true, 5, true],
    [10, true, 5, false],
    [100, true, 100, true],
    [100, true, 99, false],
    [25, true, 30, true],
  ] as const)('count %i in multi %s with %i left → %s', (option, multi, remaining, expected) => {
    expect(countOptionEnabled(option, multi, remaining)).toBe(expected);
  });

  // docs/widgets/roulette.md: the chosen count stays while it fits; only then it drops, never rises.
  it.each([
    [10, 110, 10],
    [5, 115, 5],
    [100, 120, 100],
    [100, 99, 50],
    [25, 24, 10],
    [50, 49, 25],
    [10, 9, 5],
    [10, 10, 10],
    [5, 5, 5],
    [5, 4, null],
    [100, 0, null],
  ] as const)('after a multi-open of %i with %i left the count is %s', (chosen, remaining, expected) => {
    expect(clampCount(chosen, remaining)).toBe(expected);
  });
});

describe('prizes', () => {
  it('sorts by rarity (epic first), then price, then id', () => {
    const list = [
      { id: 1, color: 'simple', premiumCoinsPrice: 5 },
      { id: 2, color: 'epic', premiumCoinsPrice: 1200 },
      { id: 3, color: 'rare', premiumCoinsPrice: 120 },
      { id: 4, color: undefined, premiumCoinsPrice: 7 },
      { id: 5, color: 'legendary', premiumCoinsPrice: 400 },
      { id: 6, color: 'common', premiumCoinsPrice: 15 },
      { id: 7, color: 'improved', premiumCoinsPrice: 40 },
      { id: 8, color: 'rare', premiumCoinsPrice: 120 },
    ];
    expect(byRarity(list).map((c) => c.id)).toEqual([2, 5, 3, 8, 7, 6, 4, 1]);
    expect(totalCoins(list)).toBe(1907);
  });

  it('treats unknown colours as simple', () => {
    expect(asRarity('gold')).toBe('simple');
    expect(asRarity(null)).toBe('simple');
    expect(asRarity('epic')).toBe('epic');
  });

  it.each([
    [true, false, true],
    [true, undefined, true],
    [true, true, false],
    [false, false, false],
  ])('swap available %s, converted %s → %s', (isSwapAvailable, converted, expected) => {
    expect(canSwap({ isSwapAvailable, converted })).toBe(expected);
  });
});
