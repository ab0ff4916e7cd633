import { describe, expect, it } from 'vitest';
import {
  FINAL_MS,
  offsetAt,
  PITCH,
  PROFILES,
  TEASE_MS,
  wrap,
  type Phase,
  type Spin,
} from '../../../widgets/roulette/motion';
import {
  initialOpening,
  isBusy,
  isFailed,
  isWaiting,
  openingReducer,
  type OpeningAction,
  type OpeningState,
} from '../../../widgets/roulette/opening';
import type { Outcome } from '../../../widgets/roulette/outcome';
import { buildStrip, seededRandom } from '../../../widgets/roulette/strip';
import { coupon, ITEMS } from './fixtures';

const STRIP = buildStrip(ITEMS, false, seededRandom(7));
const item = (id: number) => ITEMS.find((i) => i.id === id)!;
// Coupons with fixed ids: the same prize compares equal however often it is written.
const won = (id: number, n = 0) => coupon(id, { id: 900 + 10 * n + id });
const single = (id: number): Outcome => ({ kind: 'single', item: item(id), coupons: [won(id)] });
const multi = (...ids: number[]): Outcome => ({ kind: 'multi', item: item(ids[0]!), coupons: ids.map(won) });
const failed = (id = 1): Outcome => ({ kind: 'failed', item: item(id), error: new Error('500') });

const run = (state: OpeningState, ...actions: OpeningAction[]) => actions.reduce(openingReducer, state);
const open = (now = 0, extra: Partial<Extract<OpeningAction, { type: 'open' }>> = {}): OpeningAction => ({
  type: 'open',
  now,
  viewportWidth: 1280,
  reducedMotion: false,
  ...extra,
});
const answered = (outcome: Outcome, now = 300, pick = 0.5): OpeningAction => ({ type: 'answered', outcome, now, pick });
const phase = (next: Phase, spin: Spin | null): OpeningAction => ({ type: 'phase', phase: next, spin: spin! });
/** Through the canvas's reports to the end of the spin under way. */
const toTheEnd = (state: OpeningState) => run(state, phase('final', state.spin), phase('finished', state.spin));
const at = (remaining: number) => initialOpening(remaining, STRIP);

describe('roulette opening: the spin starts with the click (docs/widgets/roulette.md)', () => {
  it('at rest it opens one: the count drops at once, the strip spins from where it rests', () => {
    const next = openingReducer(at(4), open(1000));
    expect(next.phase).toBe('accelerating');
    expect(next.remaining).toBe(3);
    expect(next.spin).toEqual({ startedAt: 1000, origin: 0, profile: PROFILES.desktop });
    expect(next.outcome).toBeNull();
    expect(isBusy(next)).toBe(true);
    // The request is out, no stop planned: a long wait speaks.
    expect(isWaiting(next)).toBe(true);
  });

  it('below 768 px spins with the mobile profile', () => {
    expect(openingReducer(at(4), open(0, { viewportWidth: 767 })).spin!.profile).toBe(PROFILES.mobile);
  });

  it.each<[string, OpeningState]>([
    ['while spinning', openingReducer(at(4), open())],
    ['with none left', at(0)],
    ['in multi mode with fewer left than the count', { ...at(7), multi: true, count: 10 }],
  ])('refuses an open %s', (_, state) => {
    expect(openingReducer(state, open())).toBe(state);
  });

  it('does not draw: the same action on the same state gives the same state (a pure reducer)', () => {
    const spinning = openingReducer(at(4), open());
    expect(openingReducer(spinning, answered(single(4)))).toEqual(openingReducer(spinning, answered(single(4))));
  });
});

describe('roulette opening: the answer plans the stop', () => {
  it('puts the winner into the strip at the stop, and keeps the prize from the view until the strip stops', () => {
    const spinning = openingReducer(at(4), open());
    const next = openingReducer(spinning, answered(single(4), 300));
    const stop = next.spin!.stop!;
    expect(stop.at).toBe(300);
    expect(next.strip[wrap(stop.index, STRIP.length)]).toBe(item(4));
    expect(next.phase).toBe('accelerating');
    expect(next.outcome).toBeNull();
    expect(isWaiting(next)).toBe(false);
  });

  it('accepts the answer no sooner than 200 ms after the start (800 ms on a phone)', () => {
    expect(run(at(4), open(0), answered(single(4), 10)).spin!.stop!.at).toBe(200);
    expect(run(at(4), open(0, { viewportWidth: 375 }), answered(single(4), 10)).spin!.stop!.at).toBe(800);
  });

  it.each([
    [1, FINAL_MS],
    [4, TEASE_MS],
    [6, TEASE_MS],
  ])('holds the stopped strip on item %i for %i ms', (id, hold) => {
    expect(run(at(4), open(), answered(single(id))).spin!.hold).toBe(hold);
  });

  it('follows the canvas: a phase of the spin drawn, the prize known from "final", finished at the stop', () => {
    const landed = run(at(4), open(), answered(single(4)));
    const constant = openingReducer(landed, phase('constant', landed.spin));
    expect(constant.phase).toBe('constant');
    expect(constant.outcome).toBeNull();
    const final = openingReducer(constant, phase('final', landed.spin));
    expect(final.phase).toBe('final');
    expect(final.outcome).toEqual(single(4));
    const done = openingReducer(final, phase('finished', landed.spin));
    expect(done.phase).toBe('finished');
    expect(done.spin).toBeNull();
    expect(done.rest).toBe(landed.spin!.stop!.index * PITCH);
    expect(done.outcome).toEqual(single(4));
    expect(isBusy(done)).toBe(false);
  });

  it('ignores a frame of a spin already replaced, and "finished" before the answer', () => {
    const spinning = openingReducer(at(4), open());
    const landed = openingReducer(spinning, answered(single(4)));
    expect(openingReducer(landed, phase('constant', spinning.spin))).toBe(landed);
    // The first frame reports the phase the click already set: nothing changes, nothing re-renders.
    expect(openingReducer(spinning, phase('accelerating', spinning.spin))).toBe(spinning);
    expect(openingReducer(spinning, phase('finished', spinning.spin))).toBe(spinning);
  });
});

describe('roulette opening: reveal at once (reduced motion, Skip)', () => {
  it('with reduced motion nothing spins, and the answer reveals the prize at the card the strip rests on', () => {
    const waiting = openingReducer(at(4), open(0, { reducedMotion: true }));
    expect(waiting.spin).toBeNull();
    expect(isBusy(waiting)).toBe(true);
    const done = openingReducer(waiting, answered(single(5)));
    expect(done.phase).toBe('finished');
    expect(done.rest).toBe(0);
    expect(done.strip[0]).toBe(item(5));
    expect(done.outcome).toEqual(single(5));
  });

  it('Skip mid-spin lands the prize on the next card at once', () => {
    const landed = run(at(4), open(0), answered(single(5), 300));
    const offset = offsetAt(landed.spin!, 700);
    const done = openingReducer(landed, { type: 'skip', now: 700 });
    const index = Math.ceil(offset / PITCH);
    expect(done.phase).toBe('finished');
    expect(done.rest).toBe(index * PITCH);
    expect(done.strip[wrap(index, STRIP.length)]).toBe(item(5));
    expect(done.spin).toBeNull();
    expect(done.outcome).toEqual(single(5));
  });

  it('Skip before the answer keeps spinning, and reveals as soon as the answer comes', () => {
    const skipped = run(at(4), open(0), { type: 'skip', now: 100 });
    expect(skipped.phase).toBe('accelerating');
    expect(skipped.spin).not.toBeNull();
    const done = openingReducer(skipped, answered(single(3), 500));
    expect(done.phase).toBe('finished');
    expect(done.rest).toBe(Math.ceil(offsetAt(skipped.spin!, 500) / PITCH) * PITCH);
    expect(done.outcome).toEqual(single(3));
  });

  it('Skip at rest does nothing', () => {
    const done = toTheEnd(run(at(4), open(), answered(single(2))));
    expect(openingReducer(done, { type: 'skip', now: 9000 })).toBe(done);
    expect(openingReducer(at(4), { type: 'skip', now: 0 })).toEqual(at(4));
  });
});

describe('roulette opening: a failed open keeps the cases', () => {
  it('lands on the item it was given, restores the count, and is marked failed from the answer on', () => {
    const spinning = openingReducer(at(4), open());
    expect(spinning.remaining).toBe(3);
    const landed = openingReducer(spinning, answered(failed(2)));
    expect(landed.remaining).toBe(4);
    expect(isFailed(landed)).toBe(true);
    expect(landed.spin!.hold).toBe(FINAL_MS);
    const done = toTheEnd(landed);
    expect(done.outcome).toEqual(failed(2));
    expect(isFailed(done)).toBe(true);
  });

  it('a failed multi-open gives the whole count back and keeps the chosen count', () => {
    const chosen = run(at(12), { type: 'multi', on: true }, { type: 'count', count: 10 });
    const spinning = openingReducer(chosen, open());
    expect(spinning.remaining).toBe(2);
    const done = run(spinning, answered(failed()));
    expect(done.remaining).toBe(12);
    expect(done.multi).toBe(true);
    expect(done.count).toBe(10);
  });

  it('the next open starts clean: no failure, no prize', () => {
    const again = openingReducer(toTheEnd(run(at(4), open(), answered(failed()))), open(5000));
    expect(isFailed(again)).toBe(false);
    expect(again.outcome).toBeNull();
  });
});

describe('roulette opening: spin more, ×1 and ×N (the count after a multi-open)', () => {
  it('spin more after a win opens again from where the strip rests', () => {
    const done = toTheEnd(run(at(4), open(0), answered(single(4))));
    const again = openingReducer(done, open(5000));
    expect(again.remaining).toBe(2);
    expect(again.spin).toEqual({ startedAt: 5000, origin: done.rest, profile: PROFILES.desktop });
  });

  it('×10 with 120 left leaves 110 and keeps 10 chosen (never raised)', () => {
    const chosen = run(at(120), { type: 'multi', on: true }, { type: 'count', count: 10 });
    const spinning = openingReducer(chosen, open());
    expect(spinning.remaining).toBe(110);
    const done = toTheEnd(openingReducer(spinning, answered(multi(1, 2, 3, 4, 5, 6, 1, 2, 3, 4))));
    expect(done.multi).toBe(true);
    expect(done.count).toBe(10);
    expect(done.outcome!.kind).toBe('multi');
  });

  it('×25 with 30 left drops the count to the largest option left (5)', () => {
    const chosen = run(at(30), { type: 'multi', on: true }, { type: 'count', count: 25 });
    const done = run(chosen, open(), answered(multi(1, 6, 2, 4, 1)));
    expect(done.remaining).toBe(5);
    expect(done.count).toBe(5);
  });

  it('a multi-open that leaves fewer than 5 turns multi mode off: the next open is ×1', () => {
    const done = run(at(9), { type: 'multi', on: true }, open(), answered(multi(1, 1, 1, 1, 1)));
    expect(done.remaining).toBe(4);
    expect(done.multi).toBe(false);
  });

  it('multi mode turns on with 5 left or more and not while spinning; off at any time', () => {
    expect(openingReducer(at(4), { type: 'multi', on: true }).multi).toBe(false);
    expect(openingReducer(at(5), { type: 'multi', on: true }).multi).toBe(true);
    const spinning = openingReducer(at(30), open());
    expect(openingReducer(spinning, { type: 'multi', on: true }).multi).toBe(false);
    expect(openingReducer({ ...spinning, multi: true }, { type: 'multi', on: false }).multi).toBe(false);
  });

  it('turning multi mode on brings a count above the remaining one down to the largest that fits', () => {
    const state = { ...at(30), count: 100 as const };
    expect(openingReducer(state, { type: 'multi', on: true }).count).toBe(25);
  });
});
