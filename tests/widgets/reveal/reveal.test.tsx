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
function setup(tops: number[], p = props) {
  const markup = `<ul data-widget="reveal">${tops.map((_, i) => `<li id="i${i}">${i}</li>`).join('')}</ul>`;
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  tops.forEach(
    (top, i) => (host.querySelector<HTMLElement>(`#i${i}`)!.getBoundingClientRect = () => ({ top }) as DOMRect),
  );
  host.remove();
  const view = enhanceWidget(reveal, host.innerHTML, fakeServices().services, p);
  return view;
}

describe('reveal', () => {
  it('hides only the items below the fold once it runs; items in view stay as they are', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML = '<ul data-widget="reveal"><li id="a">a</li><li id="b">b</li><li id="c">c</li></ul>';
    document.body.append(host);
    const tops: Record<string, number> = { a: 100, b: 900, c: 1400 };
    host.querySelectorAll('li').forEach((li) => (li.getBoundingClientRect = () => ({ top: tops[li.id] }) as DOMRect));
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    reveal.enhance!({ el, props, services: fakeServices().services });
    expect([...host.querySelectorAll('li')].map((li) => li.classList.contains(PENDING_CLASS))).toEqual([
      false,
      true,
      true,
    ]);
    expect([...observed.targets].map((t) => t.id)).toEqual(['b', 'c']);
  });

  it('animates items entering together 200 ms apart: 600 ms, 70 px from below, ease-out', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML = '<ul data-widget="reveal" data-interval="300"><li id="a">a</li><li id="b">b</li></ul>';
    document.body.append(host);
    host.querySelectorAll('li').forEach((li) => (li.getBoundingClientRect = () => ({ top: 1000 }) as DOMRect));
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    reveal.enhance!({ el, props, services: fakeServices().services });
    const [a, b] = [...host.querySelectorAll('li')];
    observed.cb(
      [
        { isIntersecting: true, target: b },
        { isIntersecting: true, target: a },
      ] as unknown as IntersectionObserverEntry[],
      {} as IntersectionObserver,
    );
    expect(animate.mock.calls).toEqual([
      [a, { opacity: [0, 1], transform: ['translateY(70px)', 'none'] }, { duration: 0.6, delay: 0, ease: 'easeOut' }],
      [b, { opacity: [0, 1], transform: ['translateY(70px)', 'none'] }, { duration: 0.6, delay: 0.2, ease: 'easeOut' }],
    ]);
    expect(observed.targets.size).toBe(0);
    await vi.waitFor(() => expect(a!.classList.contains(PENDING_CLASS)).toBe(false));
  });

  it('does nothing under prefers-reduced-motion', () => {
    reduce = true;
    const view = setup([2000, 3000]);
    expect(view.el.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
    expect(animate).not.toHaveBeenCalled();
  });

  it('shows everything again on cleanup', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const host = document.createElement('div');
    host.innerHTML = '<div data-widget="reveal"><p data-reveal id="p">x</p><p>not an item</p></div>';
    document.body.append(host);
    host.querySelector<HTMLElement>('#p')!.getBoundingClientRect = () => ({ top: 5000 }) as DOMRect;
    const el = host.querySelector<HTMLElement>('[data-widget]')!;
    const cleanup = reveal.enhance!({ el, props, services: fakeServices().services })!;
    expect(host.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(1);
    cleanup();
    expect(host.querySelectorAll(`.${PENDING_CLASS}`)).toHaveLength(0);
  });
});
