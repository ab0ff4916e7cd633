import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDeferral,
  DEFER_ATTR,
  LOAD_STRATEGIES,
  nearViewport,
  type LoadStrategy,
} from '../../../shared/runtime/load-strategies';
import { fakeIntersectionObserver } from '../../support/intersection-observer';

const win = window as unknown as Window & typeof globalThis;
const restores: (() => void)[] = [];
afterEach(() => restores.splice(0).forEach((restore) => restore()));

/** The fake observer, and report() to play the browser's callback for one target. */
function fakeObserver() {
  const { io, restore } = fakeIntersectionObserver();
  restores.push(restore);
  const report = (target: Element, isIntersecting: boolean) =>
    io.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { io, report };
}
const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('the load strategies table', () => {
  it('has data-widget-defer, waiting as "deferred" until near the viewport', () => {
    expect(LOAD_STRATEGIES.map(({ attr, state, waiter }) => [attr, state, waiter])).toEqual([
      [DEFER_ATTR, 'deferred', nearViewport],
    ]);
  });
});

describe('nearViewport', () => {
  it('lets a mount point go once, when it is within 300 px of the viewport, and stops watching it', () => {
    const { io, report } = fakeObserver();
    const waiter = nearViewport(win)!;
    const el = element('<div></div>');
    const go = vi.fn();
    waiter.wait(el, go);
    expect([io.options, [...io.targets]]).toEqual([{ rootMargin: '300px 0px' }, [el]]);
    report(el, false);
    expect(go).not.toHaveBeenCalled();
    report(el, true);
    report(el, true);
    expect([go.mock.calls.length, io.targets.size]).toEqual([1, 0]);
  });

  it('never lets a cancelled mount point go', () => {
    const { io, report } = fakeObserver();
    const waiter = nearViewport(win)!;
    const el = element('<div></div>');
    const go = vi.fn();
    waiter.wait(el, go);
    waiter.cancel(el);
    report(el, true);
    expect([go.mock.calls.length, io.targets.size]).toEqual([0, 0]);
  });

  it('cannot wait without IntersectionObserver', () => {
    const saved = win.IntersectionObserver;
    delete (win as { IntersectionObserver?: unknown }).IntersectionObserver;
    restores.push(() => void (win.IntersectionObserver = saved));
    expect(nearViewport(win)).toBeUndefined();
  });
});

describe('createDeferral', () => {
  /** A strategy whose waiter records what waits; `go` of each is kept to call by hand. */
  function recording(attr: string, state: string, canWait = true) {
    const gos = new Map<Element, () => void>();
    const made = vi.fn();
    const strategy: LoadStrategy = {
      attr,
      state,
      waiter: () => {
        made();
        return canWait ? { wait: (el, go) => gos.set(el, go), cancel: (el) => gos.delete(el) } : undefined;
      },
    };
    return { strategy, gos, made };
  }

  it('holds a mount point by the first strategy whose attribute it carries, in that state', () => {
    const a = recording('data-a', 'waiting-a');
    const b = recording('data-b', 'waiting-b');
    const deferral = createDeferral(win, [a.strategy, b.strategy]);
    const el = element('<div data-b data-a></div>');
    const go = vi.fn();
    expect(deferral.hold(el, go)).toBe('waiting-a');
    expect([a.gos.size, b.gos.size]).toEqual([1, 0]);
    a.gos.get(el)!();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('holds nothing that chose no strategy, or one that cannot wait on this page (eager)', () => {
    const cannot = recording('data-a', 'waiting-a', false);
    const deferral = createDeferral(win, [cannot.strategy]);
    expect(deferral.hold(element('<div></div>'), vi.fn())).toBeUndefined();
    expect(cannot.made).not.toHaveBeenCalled();
    expect(deferral.hold(element('<div data-a></div>'), vi.fn())).toBeUndefined();
  });

  it("makes each strategy's waiter once, on first need, and release cancels the wait", () => {
    const a = recording('data-a', 'waiting-a');
    const deferral = createDeferral(win, [a.strategy]);
    expect(a.made).not.toHaveBeenCalled();
    document.body.innerHTML = '<p data-a></p><p data-a></p>';
    const [one, two] = document.querySelectorAll<HTMLElement>('p');
    deferral.hold(one!, vi.fn());
    deferral.hold(two!, vi.fn());
    deferral.release(one!);
    expect([a.made.mock.calls.length, [...a.gos.keys()]]).toEqual([1, [two]]);
  });
});
