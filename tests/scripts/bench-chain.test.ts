import { describe, expect, it } from 'vitest';
import { criticalChain, deferredOnly } from '../../bench/chain.mjs';

/** A request asked at `start`, on the wire at `sent` (0: not exposed), answered at `end`. */
const r = (name: string, start: number, end: number, sent = 0) => ({
  name,
  startTime: start,
  requestStart: sent,
  responseStart: end,
  responseEnd: end,
});

describe('the critical chain (bench/chain.mjs)', () => {
  const page = r('page', 0, 150);
  const loader = r('widgets.js', 160, 310);
  const css = r('widgets.css', 160, 320);
  const manifest = r('manifest', 320, 470);
  const core = r('core', 320, 480);
  const widget = r('donate', 480, 640);
  const data = r('api', 485, 650);

  it('counts each request made after the one before it answered, never two side by side', () => {
    const { roundTrips, chain } = criticalChain(
      [page, loader, css, manifest, core, widget, data],
      (x) => x.name === 'api',
    );
    expect(roundTrips).toBe(4);
    expect(chain.map((i) => [page, loader, css, manifest, core, widget, data][i]!.name)).toEqual([
      'page',
      'widgets.js', // of two that answered in time, the first asked
      'manifest',
      'api',
    ]);
  });

  it('on the wire, a request that waited for a connection until another answered is one more', () => {
    const queued = r('chunk-7', 320, 650, 475); // asked with the manifest, sent once the manifest's connection was free
    const list = [page, loader, manifest, queued];
    expect(criticalChain(list, (x) => x.name === 'chunk-7', 'asked').roundTrips).toBe(3);
    expect(criticalChain(list, (x) => x.name === 'chunk-7', 'wire').roundTrips).toBe(4);
  });
});

describe("the first wave's files (bench/chain.mjs deferredOnly)", () => {
  const manifest = {
    files: ['reveal-A.js', 'chunk-shared.js', 'chunk-reveal.js', 'banner-B.js', 'css/reveal-C.css'],
    widgets: { reveal: [0, 4, 1, 2], banner: [3, 1] },
  };
  const url = 'https://localhost/widgets/ru/manifest-X.json';
  const at = (file: string) => `https://localhost/widgets/ru/${file}`;

  it("leaves out a deferred widget's files, but not one a first-wave widget needs too", () => {
    expect([...deferredOnly(manifest, url, ['banner'], ['reveal'])].sort()).toEqual(
      [at('chunk-reveal.js'), at('css/reveal-C.css'), at('reveal-A.js')].sort(),
    );
  });

  it('leaves out nothing when a widget is both deferred and in the first wave, or unknown', () => {
    expect(deferredOnly(manifest, url, ['reveal', 'banner'], ['reveal']).size).toBe(0);
    expect(deferredOnly(manifest, url, [], ['video']).size).toBe(0);
  });
});
