import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouletteCanvas } from '../../../widgets/roulette/roulette-canvas';
import { PROFILES, TEASE_MS, type Phase, type Spin } from '../../../widgets/roulette/motion';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';
import { ITEMS } from './fixtures';

afterEach(() => vi.restoreAllMocks());

describe('RouletteCanvas: the pause before the prize', () => {
  it('counts the tease from the first frame that drew the stopped strip, however late the browser drew it', () => {
    // The frames, run by the test at the times it gives (a busy phone draws late).
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const at = (now: number) => frames.splice(0).forEach((cb) => cb(now));
    const profile = PROFILES.desktop;
    const spin: Spin = { startedAt: 0, origin: 0, profile, stop: { at: 1000, from: 0, index: 40 }, hold: TEASE_MS };
    const stopped = 1000 + profile.decelMs; // the strip stands still from here on
    const phases: [Phase, number][] = [];
    let now = 0;
    const items = ITEMS;
    renderWith(
      <RouletteCanvas
        items={items}
        strip={items}
        spin={spin}
        rest={0}
        highlight={false}
        win
        onPhase={(phase) => phases.push([phase, now])}
        label="strip"
      />,
      fakeServices({ config: { locale: 'en' } }).services,
    );
    for (now = 0; now < stopped; now += 16) at(now);
    now = stopped + 800; // no frame for 800 ms: the stop is first drawn here
    at(now);
    for (now += 16; now < stopped + 800 + TEASE_MS + 100; now += 16) at(now);
    const final = phases.find(([phase]) => phase === 'final')![1];
    const finished = phases.find(([phase]) => phase === 'finished')![1];
    expect(final).toBe(stopped + 800);
    expect(finished - final).toBeGreaterThanOrEqual(TEASE_MS);
    expect(finished - final).toBeLessThan(TEASE_MS + 16 + 1);
  });
});
