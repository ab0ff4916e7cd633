import { describe, expect, it } from 'vitest';
import {
  advance,
  COOLDOWN_MINUTES,
  nextTickIn,
  readCooldown,
  startCooldown,
  TICK_MS,
} from '../../../widgets/cabinet/cooldown';

const T0 = 1_700_000_000_000;

describe('resend cooldown', () => {
  it('is 10 minutes ticking every 60 s (docs/widgets/cabinet.md)', () => {
    expect(COOLDOWN_MINUTES).toBe(10);
    expect(TICK_MS).toBe(60_000);
    expect(startCooldown(T0)).toEqual({ counter: 10, at: T0 });
  });

  it.each([
    [0, 10],
    [59_999, 10],
    [60_000, 9],
    [61_000, 9],
    [3 * 60_000 + 5, 7],
    [9 * 60_000, 1],
    [10 * 60_000 - 1, 1],
    [10 * 60_000, null],
    [3_600_000, null],
  ])('after %i ms the counter is %s', (elapsed, counter) => {
    expect(advance(startCooldown(T0), T0 + elapsed)?.counter ?? null).toBe(counter);
  });

  it('keeps the tick phase: the next decrement comes 60 s after the last one', () => {
    const after = advance(startCooldown(T0), T0 + 150_000)!;
    expect(after).toEqual({ counter: 8, at: T0 + 120_000 });
    expect(nextTickIn(after, T0 + 150_000)).toBe(30_000);
    expect(nextTickIn(startCooldown(T0), T0)).toBe(60_000);
  });

  it.each([
    ['nothing stored', undefined, undefined, null],
    ['garbage', 'soon', T0, null],
    ['an object (not the minutes)', { counter: 5, at: T0 }, undefined, null],
    ['a counter with no moment (another page wrote it)', 4, undefined, { counter: 4, at: T0 }],
    ['a counter above 10 (tampered)', 99, T0, { counter: 10, at: T0 }],
    ['zero', 0, T0, null],
    ['a stored cooldown', 6, T0 - 1000, { counter: 6, at: T0 - 1000 }],
    ['a moment that is not a number', 6, 'x', { counter: 6, at: T0 }],
    ['a moment in the future (clock moved back)', 5, T0 + 99_999, { counter: 5, at: T0 }],
  ])('reads %s', (_, counter, at, expected) => {
    expect(readCooldown(counter, at, T0)).toEqual(expected);
  });

  it('survives a reload: what was stored 3.5 minutes ago reads as 7 minutes left', () => {
    const { counter, at } = JSON.parse(JSON.stringify(startCooldown(T0)));
    expect(advance(readCooldown(counter, at, T0 + 210_000), T0 + 210_000)?.counter).toBe(7);
  });
});
