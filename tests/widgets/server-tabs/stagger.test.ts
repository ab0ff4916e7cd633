import { describe, expect, it } from 'vitest';
import { STAGGER_MS, indicatorWidth, staggerDelays } from '../../../widgets/server-tabs/stagger';

describe('server tabs: info point schedule', () => {
  it('staggers by 200 ms for every second item', () => {
    expect(STAGGER_MS).toBe(200);
    expect(staggerDelays(8)).toEqual([0, 0, 200, 200, 400, 400, 600, 600]);
  });
  it.each([
    [0, []],
    [1, [0]],
    [3, [0, 0, 200]],
    [-2, []],
  ])('%s points → %j', (count, expected) => expect(staggerDelays(count)).toEqual(expected));
  it('takes another step', () => expect(staggerDelays(4, 50)).toEqual([0, 0, 50, 50]));
});

describe('server tabs: indicator width', () => {
  it.each([
    [4, '25%'],
    [2, '50%'],
    [1, '100%'],
    [3, `${100 / 3}%`],
    [0, '100%'],
  ])('%s tabs → %s', (count, expected) => expect(indicatorWidth(count)).toBe(expected));
});
