/**
 * When a mount point's widget loads, as data (as GitHub Catalyst keeps its lazy-define strategies in a
 * table): a mount point carrying a strategy's attribute waits, in that strategy's `data-widget-state`,
 * until the strategy lets it go; one carrying none loads at once (eager).
 */
/** The page's window, its constructors (IntersectionObserver) included. */
type Page = Window & typeof globalThis;

export interface LoadStrategy {
  /** The attribute on a mount point that chooses it. */
  attr: string;
  /** The mount point's state while it waits: settled, so `widgets:ready` does not wait for it. */
  state: string;
  /** Its waiter on this page, or none where the page cannot wait (the mount point then loads at once). */
  waiter(win: Page): Waiter | undefined;
}

export interface Waiter {
  /** Calls `go` once, when `el` is to load. */
  wait(el: Element, go: () => void): void;
  /** Forgets `el`: its `go` is never called. */
  cancel(el: Element): void;
}

/** Server markup below the fold, which already holds its place: it loads once within 300 px of the viewport. */
export const DEFER_ATTR = 'data-widget-defer';
const NEAR = '300px 0px';

export const LOAD_STRATEGIES: readonly LoadStrategy[] = [{ attr: DEFER_ATTR, state: 'deferred', waiter: nearViewport }];

/** One IntersectionObserver for the page's waiting mount points; none without the API. */
export function nearViewport(win: Page): Waiter | undefined {
  const Observer = win.IntersectionObserver as typeof IntersectionObserver | undefined;
  if (!Observer) return undefined;
  const waiting = new Map<Element, () => void>();
  const cancel = (el: Element) => {
    waiting.delete(el);
    observer.unobserve(el);
  };
  const observer = new Observer(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const go = waiting.get(target);
        if (!isIntersecting || !go) continue;
        cancel(target);
        go();
      }
    },
    { rootMargin: NEAR },
  );
  return {
    wait(el, go) {
      waiting.set(el, go);
      observer.observe(el);
    },
    cancel,
  };
}

export interface Deferral {
  /** Holds `el` if it chose a strategy that can wait here (`go` called when it is to load): its state, or none. */
  hold(el: HTMLElement, go: () => void): string | undefined;
  /** Lets `el` go without loading it. */
  release(el: Element): void;
}

/** The strategies at work on one page; each one's waiter is made when a mount point first chooses it. */
export function createDeferral(win: Page, strategies: readonly LoadStrategy[] = LOAD_STRATEGIES): Deferral {
  const waiters = new Map<LoadStrategy, Waiter | undefined>();
  const waiterOf = (strategy: LoadStrategy) => {
    if (!waiters.has(strategy)) waiters.set(strategy, strategy.waiter(win));
    return waiters.get(strategy);
  };
  return {
    hold(el, go) {
      const strategy = strategies.find((s) => el.hasAttribute(s.attr));
      const waiter = strategy && waiterOf(strategy);
      if (!waiter) return undefined;
      waiter.wait(el, go);
      return strategy.state;
    },
    release: (el) => waiters.forEach((waiter) => waiter?.cancel(el)),
  };
}
