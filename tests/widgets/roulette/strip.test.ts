import { describe, expect, it } from 'vitest';
import { buildStrip, equalNeighbours, MIN_ENTRIES, repeatsFor, seededRandom } from '../../../widgets/roulette/strip';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i }));
const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);

describe('roulette strip', () => {
  it.each([
    // itemCount, mobile, repeats, entries
    [1, false, 60, 60],
    [2, false, 30, 60],
    [7, false, 9, 63],
    [12, false, 5, 60],
    [13, false, 5, 65],
    [40, false, 2, 80],
    [7, true, 5, 35],
    [12, true, 3, 36],
    [13, true, 3, 39],
    [20, true, 2, 40],
  ])('%i items (mobile %s) repeat %i times into %i entries', (count, mobile, repeats, entries) => {
    expect(repeatsFor(count, mobile)).toBe(repeats);
    const strip = buildStrip(items(count), mobile, seededRandom(1));
    expect(strip).toHaveLength(entries);
    expect(strip.length).toBeGreaterThanOrEqual(mobile ? MIN_ENTRIES.mobile : MIN_ENTRIES.desktop);
    for (const item of items(count)) expect(strip.filter((s) => s.id === item.id)).toHaveLength(repeats);
  });

  it('is empty for a case without items', () => {
    expect(buildStrip([], false, seededRandom(1))).toEqual([]);
  });

  it.each([2, 3, 4, 7, 12, 13])(
    'has no equal neighbours (cyclic) for %i items across 40 seeds, desktop and mobile',
    (count) => {
      for (const seed of SEEDS) {
        for (const mobile of [false, true])
          expect(equalNeighbours(buildStrip(items(count), mobile, seededRandom(seed)))).toBe(0);
      }
    },
  );

  it('is deterministic for a seed and differs between seeds', () => {
    const a = buildStrip(items(12), false, seededRandom(42));
    expect(buildStrip(items(12), false, seededRandom(42))).toEqual(a);
    expect(buildStrip(items(12), false, seededRandom(43))).not.toEqual(a);
  });

  it('counts equal neighbours including the wrap-around pair', () => {
    expect(equalNeighbours([{ id: 1 }, { id: 2 }, { id: 1 }])).toBe(1);
    expect(equalNeighbours([{ id: 1 }, { id: 1 }, { id: 2 }])).toBe(1);
    expect(equalNeighbours([{ id: 1 }, { id: 2 }])).toBe(0);
  });

  it('gives up gracefully on a one-item case (every neighbour is equal) after its reshuffles', () => {
    let calls = 0;
    const random = () => (calls++, 0.5);
    expect(buildStrip(items(1), false, random)).toHaveLength(60);
    expect(calls).toBeGreaterThan(50);
  });
});
