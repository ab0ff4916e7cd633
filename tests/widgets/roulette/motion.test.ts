import { describe, expect, it } from 'vitest';
import {
  FINAL_MS,
  FRAME_MS,
  finishedAt,
  offsetAt,
  phaseAt,
  PITCH,
  planStop,
  PROFILES,
  profileFor,
  speedOf,
  startSpin,
  stopCandidates,
  TEASE_MS,
  wrap,
  type Phase,
} from '../../../widgets/roulette/motion';
import { seededRandom } from '../../../widgets/roulette/strip';

const DESKTOP = 1280;
const PHONE = 375;
const pick = (seed: number) => {
  const r = seededRandom(seed);
  return (c: number[]) => c[Math.floor(r() * c.length)]!;
};

describe('roulette motion constants (docs/widgets/roulette.md)', () => {
  it.each([
    ['desktop', DESKTOP, 200, 35, 200, 2000],
    ['desktop at 768 px', 768, 200, 35, 200, 2000],
    ['mobile at 767 px', 767, 400, 25, 800, 1200],
    ['mobile', PHONE, 400, 25, 800, 1200],
  ])(
    '%s: accel %i ms, top speed %i px/frame, result after %i ms, decel %i ms',
    (_, width, accel, speed, minResult, decel) => {
      expect(profileFor(width)).toEqual({ accelMs: accel, topSpeed: speed, minResultMs: minResult, decelMs: decel });
    },
  );

  it('defines the frame unit as 1000/60 ms: 35 px/frame = 2.1 px/ms, 25 px/frame = 1.5 px/ms', () => {
    expect(FRAME_MS).toBeCloseTo(16.667, 3);
    expect(speedOf(PROFILES.desktop)).toBeCloseTo(2.1, 10);
    expect(speedOf(PROFILES.mobile)).toBeCloseTo(1.5, 10);
    expect(PITCH).toBe(236);
  });
});

describe.each([
  ['desktop', DESKTOP, PROFILES.desktop],
  ['mobile', PHONE, PROFILES.mobile],
])('roulette motion on %s', (_, width, profile) => {
  const T0 = 10_000;

  it('starts at once: accelerating right after the start, at top speed when the acceleration ends', () => {
    const spin = startSpin(T0, width);
    expect(phaseAt(spin, T0 - 1)).toBe('initial');
    expect(offsetAt(spin, T0)).toBe(0);
    expect(phaseAt(spin, T0)).toBe('accelerating');
    expect(offsetAt(spin, T0 + 1)).toBeGreaterThan(0);
    expect(phaseAt(spin, T0 + profile.accelMs - 1)).toBe('accelerating');
    expect(phaseAt(spin, T0 + profile.accelMs)).toBe('constant');
    const v = offsetAt(spin, T0 + profile.accelMs + FRAME_MS) - offsetAt(spin, T0 + profile.accelMs);
    expect(v).toBeCloseTo(profile.topSpeed, 6);
    // Still cruising long after, while the result has not come.
    expect(phaseAt(spin, T0 + 60_000)).toBe('constant');
  });

  it.each([0, 50, 199, 799])('accepts a result that came at +%i ms no sooner than the minimum wait', (arrival) => {
    const spin = planStop(startSpin(T0, width), T0 + arrival, (c) => c[0]!);
    expect(spin.stop!.at).toBe(T0 + Math.max(arrival, profile.minResultMs, profile.accelMs));
  });

  it('passes through every phase in order and ends exactly on the chosen card, to the pixel', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const arrival = T0 + 150 + seed * 333;
      const spin = planStop(startSpin(T0, width, seed * 1000), arrival, pick(seed));
      const end = finishedAt(spin)!;
      const seen: Phase[] = [];
      let last = -Infinity;
      for (let t = T0 - 100; t <= end + 100; t += 4) {
        const phase = phaseAt(spin, t);
        if (seen.at(-1) !== phase) seen.push(phase);
        const offset = offsetAt(spin, t);
        expect(offset).toBeGreaterThanOrEqual(last - 1e-9); // never runs backwards
        last = offset;
      }
      expect(seen).toEqual(['initial', 'accelerating', 'constant', 'decelerating', 'final', 'finished']);
      const stopAt = spin.stop!.at + profile.decelMs;
      expect(end - stopAt).toBe(FINAL_MS);
      expect(offsetAt(spin, stopAt)).toBe(spin.stop!.index * PITCH);
      expect(Math.round(offsetAt(spin, stopAt - 0.001))).toBe(spin.stop!.index * PITCH);
      expect(offsetAt(spin, end + 5000)).toBe(spin.stop!.index * PITCH);
    }
  });

  it('holds a rare or better prize longer on the stopped strip (the tease), within the same deceleration', () => {
    const planned = planStop(startSpin(T0, width), T0 + 400, pick(3));
    const spin = { ...planned, hold: TEASE_MS };
    const stopAt = spin.stop!.at + profile.decelMs;
    expect(TEASE_MS).toBeGreaterThanOrEqual(2 * FINAL_MS);
    expect(phaseAt(spin, stopAt - 1)).toBe('decelerating');
    expect(phaseAt(spin, stopAt + FINAL_MS + 100)).toBe('final');
    expect(phaseAt(spin, stopAt + TEASE_MS)).toBe('finished');
    expect(finishedAt(spin)).toBe(stopAt + TEASE_MS);
  });

  it('decelerates smoothly: starts at top speed, never speeds up, comes to rest', () => {
    const spin = planStop(startSpin(T0, width), T0 + 400, pick(9));
    const { at } = spin.stop!;
    const speed = (t: number) => (offsetAt(spin, t + 1) - offsetAt(spin, t)) * FRAME_MS;
    expect(speed(at)).toBeCloseTo(profile.topSpeed, 0);
    let previous = Infinity;
    for (let t = at; t < at + profile.decelMs - 1; t += 10) {
      expect(speed(t)).toBeLessThanOrEqual(previous + 1e-6);
      previous = speed(t);
    }
    expect(speed(at + profile.decelMs - 1)).toBeLessThan(0.1);
  });

  it('stops far enough ahead that the replaced card is off screen when the deceleration begins', () => {
    const spin = startSpin(T0, width);
    const at = T0 + 1000;
    const candidates = stopCandidates(spin, at);
    expect(candidates.length).toBeGreaterThanOrEqual(1);
    const from = offsetAt(spin, at);
    for (const k of candidates) expect(k * PITCH - from - PITCH / 2).toBeGreaterThan(width / 2);
  });
});

describe('failure path', () => {
  it('lands on an item: the stop index maps into the strip, whatever the seed', () => {
    for (const seed of [11, 12, 13]) {
      const random = seededRandom(seed);
      const spin = planStop(startSpin(0, DESKTOP), 5000, (c) => c[Math.floor(random() * c.length)]!);
      const i = wrap(spin.stop!.index, 60);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(60);
      expect(offsetAt(spin, 1e9) % PITCH).toBe(0);
    }
  });
});
