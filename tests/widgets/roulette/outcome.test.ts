import { describe, expect, it } from 'vitest';
import type { CaseItem } from '../../../shared/api/schemas/cases';
import { FINAL_MS, PITCH, startSpin, TEASE_MS, wrap } from '../../../widgets/roulette/motion';
import { holdFor, land, outcomeRarity, reveal } from '../../../widgets/roulette/outcome';
import { buildStrip, equalNeighbours, seededRandom } from '../../../widgets/roulette/strip';
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

describe('property: wherever a spin stops, the winner never lands beside an identical card', () => {
  const cases = [2, 3, 4, 6].map((n) => ITEMS.slice(0, n));
  it.each(cases.map((items) => [items.length, items] as const))('%i items, 600 spins', (_, items) => {
    for (let seed = 1; seed <= 600; seed++) {
      const random = seededRandom(seed);
      const mobile = seed % 2 === 0;
      let strip = buildStrip(items, mobile, random);
      const spin = startSpin(0, mobile ? 375 : 1280, Math.floor(random() * strip.length) * PITCH);
      const winner = items[Math.floor(random() * items.length)]!;
      const landed = land(spin, strip, winner, 200 + random() * 3000, random);
      strip = landed.strip;
      const k = wrap(landed.spin.stop!.index, strip.length);
      expect(strip[k]).toBe(winner);
      if (items.length > 2) {
        expect(strip[wrap(k - 1, strip.length)]!.id, `seed ${seed}`).not.toBe(winner.id);
        expect(strip[wrap(k + 1, strip.length)]!.id, `seed ${seed}`).not.toBe(winner.id);
        expect(equalNeighbours(strip), `seed ${seed}`).toBe(0);
      }
    }
  });
});

describe('property: an immediate reveal never lands beside an identical card either', () => {
  it.each([3, 4, 6])('%i items, 600 reveals', (count) => {
    const items = ITEMS.slice(0, count);
    for (let seed = 1; seed <= 600; seed++) {
      const random = seededRandom(seed);
      const strip = buildStrip(items, seed % 2 === 0, random);
      const winner = items[Math.floor(random() * items.length)]!;
      const { strip: shown, rest } = reveal(random() * strip.length * PITCH, strip, winner);
      expect(shown[wrap(rest / PITCH, shown.length)]).toBe(winner);
      expect(equalNeighbours(shown), `seed ${seed}`).toBe(0);
    }
  });
});
