import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceReveal, PENDING_CLASS, type Animate, type RevealProps } from '../../../widgets/reveal/enhance';
import type { Origin } from '../../../widgets/reveal/timing';
import { fakeIntersectionObserver } from '../../support/intersection-observer';

/**
 * motion/mini's `animate`, recorded (motion refuses happy-dom's elements; e2e/marketing.spec.ts runs the
 * real one in Chromium): each call settles when fake time reaches delay + duration (seconds, as motion
 * takes them), leaving the end state inline as motion does; cancel() stops it without settling.
 */
interface FakeAnimation {
  el: HTMLElement;
  keyframes: unknown;
  options: { duration: number; delay: number };
  cancelled: boolean;
}
let animations: FakeAnimation[] = [];
const nativeAnimate = Element.prototype.animate;
const fakeAnimate = ((el: HTMLElement, keyframes: unknown, options: FakeAnimation['options']) => {
  const record: FakeAnimation = { el, keyframes, options, cancelled: false };
  animations.push(record);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finished = new Promise<void>((resolve) => {
    timer = setTimeout(
      () => {
        Object.assign(el.style, { opacity: '1', transform: 'none' });
        resolve();
      },
      Math.round((options.delay + options.duration) * 1000),
    );
  });
  return {
    then: (ok: () => void, fail: () => void) => finished.then(ok, fail),
    cancel() {
      record.cancelled = true;
      clearTimeout(timer);
    },
  };
}) as unknown as Animate;
const calls = () => animations.map(({ el, keyframes, options }) => [el, keyframes, options]);
const run = (el: HTMLElement, p: RevealProps) => enhanceReveal(el, p, fakeAnimate);

let observed: ReturnType<typeof fakeIntersectionObserver>['io'];
let reduce = false;
beforeEach(() => {
  vi.useFakeTimers();
  animations = [];
  reduce = false;
  window.matchMedia = vi.fn(() => ({ matches: reduce })) as unknown as typeof window.matchMedia;
  observed = fakeIntersectionObserver().io;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Element.prototype.animate = nativeAnimate;
  document.body.innerHTML = '';
});

const props = { duration: 600, distance: 70, interval: 200, origin: 'bottom' as Origin };
function setup(count: number, p = props) {
  const markup = `<ul data-widget="reveal">${Array.from({ length: count }, (_, i) => `<li id="i${i}">${i}</li>`).join('')}</ul>`;
  document.body.innerHTML = markup;
  const el = document.querySelector<HTMLElement>('[data-widget]')!;
  run(el, p);
  return { el };
}

/** What an IntersectionObserver reports: where each target is (top) and whether it is in the root. */
function report(entries: [Element, number, boolean][]) {
  observed.callback(
    entries.map(([target, top, isIntersecting]) => ({
      target,
      isIntersecting,
      boundingClientRect: { top },
    })) as unknown as IntersectionObserverEntry[],
    {} as IntersectionObserver,
  );
}

/** Reading layout on mount forces a synchronous layout: the widget must not. */
function forbidLayoutReads(host: HTMLElement) {
  host.querySelectorAll('li, p').forEach(
    (item) =>
      ((item as HTMLElement).getBoundingClientRect = () => {
        throw new Error('getBoundingClientRect forces layout');
      }),
  );
}

describe('reveal', () => {
  it('hides, from the first observer report, only the items below the fold; items in view stay and are let go', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML = '<ul data-widget="reveal"><li id="a">a</li><li id="b">b</li><li id="c">c</li></ul>';
    document.body.append(host);
    forbidLayoutReads(host);
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    run(el, props);
    const [a, b, c] = [...host.querySelectorAll('li')];
    const pending = () => [a, b, c].map((li) => li!.classList.contains(PENDING_CLASS));
    expect(pending()).toEqual([false, false, false]); // nothing decided before the observer reports
    expect([...observed.targets].map((t) => t.id)).toEqual(['a', 'b', 'c']);
    report([
      [a!, 100, true],
      [b!, 900, false],
      [c!, 1400, false],
    ]);
    expect(pending()).toEqual([false, true, true]);
    expect(animations).toEqual([]); // an item in view on load is not animated
    expect([...observed.targets].map((t) => t.id)).toEqual(['b', 'c']);
    host.remove();
  });

  it('animates items entering together 300 ms apart (data-interval): 600 ms, 70 px from below, ease-out', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML = '<ul data-widget="reveal"><li id="a">a</li><li id="b">b</li></ul>';
    document.body.append(host);
    forbidLayoutReads(host);
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    run(el, { ...props, interval: 300 });
    const [a, b] = [...host.querySelectorAll('li')];
    report([
      [a!, 1000, false],
      [b!, 1000, false],
    ]);
    expect(a!.classList.contains(PENDING_CLASS)).toBe(true);
    expect(animations).toEqual([]);
    report([
      [b!, 500, true],
      [a!, 400, true],
    ]);
    const keyframes = { opacity: [0, 1], transform: ['translateY(70px)', 'none'] };
    expect(calls()).toEqual([
      [a, keyframes, { duration: 0.6, delay: 0, ease: 'easeOut' }],
      [b, keyframes, { duration: 0.6, delay: 0.3, ease: 'easeOut' }],
    ]);
    expect(observed.targets.size).toBe(0);
    const pending = () => [a, b].map((li) => li!.classList.contains(PENDING_CLASS));
    await vi.advanceTimersByTimeAsync(599);
    expect(pending()).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending()).toEqual([false, true]);
    expect(a!.style.cssText).toBe(''); // motion's end state let go: nothing outlives the animation
    await vi.advanceTimersByTimeAsync(299);
    expect(pending()).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending()).toEqual([false, false]);
    expect([a, b].map((li) => li!.style.cssText)).toEqual(['', '']); // no inline style left behind
  });

  it("puts back an item's own inline style once its animation ends", async () => {
    document.body.innerHTML = '<ul data-widget="reveal"><li style="opacity: 0.9; transform: rotate(1deg)">a</li></ul>';
    const el = document.querySelector<HTMLElement>('[data-widget]')!;
    run(el, props);
    const li = el.querySelector('li')!;
    report([[li, 1000, false]]);
    report([[li, 500, true]]);
    await vi.advanceTimersByTimeAsync(600);
    expect([li.style.opacity, li.style.transform]).toEqual(['0.9', 'rotate(1deg)']);
    expect(li.classList.contains(PENDING_CLASS)).toBe(false);
  });

  it.each([
    ['top', 40, 'translateY(-40px)'],
    ['left', 40, 'translateX(-40px)'],
    ['right', 0, 'translateX(0px)'],
  ] as const)('origin %s, distance %i: starts at %s', (origin, distance, start) => {
    const { el } = setup(1, { ...props, origin, distance, duration: 0 });
    const li = el.querySelector('li')!;
    report([[li, 1000, false]]);
    report([[li, 500, true]]);
    expect(calls()).toEqual([
      [li, { opacity: [0, 1], transform: [start, 'none'] }, { duration: 0, delay: 0, ease: 'easeOut' }],
    ]);
  });

  it('without element.animate (an old browser) hides nothing and just shows the content', () => {
    Element.prototype.animate = undefined as unknown as typeof Element.prototype.animate;
    let made = 0;
    const Observer = window.IntersectionObserver;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class extends Observer {
      constructor(cb: IntersectionObserverCallback) {
        super(cb);
        made++;
      }
    };
    const { el } = setup(2);
    expect(made).toBe(0);
    expect(el.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
  });

  it('does nothing under prefers-reduced-motion', () => {
    reduce = true;
    const view = setup(2);
    expect(view.el.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
    expect(animations).toEqual([]);
  });

  it('shows everything again on cleanup, stopping animations under way', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML =
      '<div data-widget="reveal"><p data-reveal id="p">x</p><p data-reveal id="q">y</p><p>not an item</p></div>';
    document.body.append(host);
    forbidLayoutReads(host);
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    const cleanup = run(el, props)!;
    const [p, q] = [host.querySelector('#p')!, host.querySelector('#q')!];
    report([
      [p, 5000, false],
      [q, 5000, false],
    ]);
    expect(host.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(2);
    report([[p, 500, true]]);
    expect(animations.map((x) => x.el)).toEqual([p]);
    cleanup();
    expect(host.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
    expect(animations[0]!.cancelled).toBe(true);
    expect(observed.targets.size).toBe(0);
    await vi.runAllTimersAsync();
    expect(host.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
  });
});
