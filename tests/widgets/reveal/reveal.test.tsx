import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const animate = vi.fn((..._args: unknown[]) => Promise.resolve());
vi.mock('motion/mini', () => ({ animate: (...args: unknown[]) => animate(...args) }));

const { default: reveal, PENDING_CLASS } = await import('../../../widgets/reveal/index');
const { enhanceWidget } = await import('../../support/enhance');
const { fakeServices } = await import('../../support/services');

let observed: { cb: IntersectionObserverCallback; targets: Set<Element> };
let reduce = false;
beforeEach(() => {
  animate.mockClear();
  reduce = false;
  window.matchMedia = vi.fn(() => ({ matches: reduce })) as unknown as typeof window.matchMedia;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(cb: IntersectionObserverCallback) {
      observed = { cb, targets: new Set() };
    }
    observe(el: Element) {
      observed.targets.add(el);
    }
    unobserve(el: Element) {
      observed.targets.delete(el);
    }
    disconnect() {
      observed.targets.clear();
    }
  };
});
afterEach(() => vi.restoreAllMocks());

const props = { duration: 600, distance: 70, interval: 200, origin: 'bottom' as const };
function setup(count: number, p = props) {
  const markup = `<ul data-widget="reveal">${Array.from({ length: count }, (_, i) => `<li id="i${i}">${i}</li>`).join('')}</ul>`;
  return enhanceWidget(reveal, markup, fakeServices().services, p);
}

/** What an IntersectionObserver reports: where each target is (top) and whether it is in the root. */
function report(entries: [Element, number, boolean][]) {
  observed.cb(
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
    reveal.enhance!({ el, props, services: fakeServices().services });
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
    expect(animate).not.toHaveBeenCalled(); // an item in view on load is not animated
    expect([...observed.targets].map((t) => t.id)).toEqual(['b', 'c']);
    host.remove();
  });

  it('animates items entering together 200 ms apart: 600 ms, 70 px from below, ease-out', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML = '<ul data-widget="reveal" data-interval="300"><li id="a">a</li><li id="b">b</li></ul>';
    document.body.append(host);
    forbidLayoutReads(host);
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    reveal.enhance!({ el, props, services: fakeServices().services });
    const [a, b] = [...host.querySelectorAll('li')];
    report([
      [a!, 1000, false],
      [b!, 1000, false],
    ]);
    expect(a!.classList.contains(PENDING_CLASS)).toBe(true);
    report([
      [b!, 500, true],
      [a!, 400, true],
    ]);
    expect(animate.mock.calls).toEqual([
      [a, { opacity: [0, 1], transform: ['translateY(70px)', 'none'] }, { duration: 0.6, delay: 0, ease: 'easeOut' }],
      [b, { opacity: [0, 1], transform: ['translateY(70px)', 'none'] }, { duration: 0.6, delay: 0.2, ease: 'easeOut' }],
    ]);
    expect(observed.targets.size).toBe(0);
    await vi.waitFor(() => expect(a!.classList.contains(PENDING_CLASS)).toBe(false));
    host.remove();
  });

  it('does nothing under prefers-reduced-motion', () => {
    reduce = true;
    const view = setup(2);
    expect(view.el.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
    expect(animate).not.toHaveBeenCalled();
  });

  it('shows everything again on cleanup', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML = '<div data-widget="reveal"><p data-reveal id="p">x</p><p>not an item</p></div>';
    document.body.append(host);
    forbidLayoutReads(host);
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    const cleanup = reveal.enhance!({ el, props, services: fakeServices().services })!;
    report([[host.querySelector('#p')!, 5000, false]]);
    expect(host.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(1);
    cleanup();
    expect(host.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
  });
});
