/**
 * Puts a fake IntersectionObserver on `window`: the last one constructed leaves its callback, options and
 * targets in the returned record (a test plays the browser by calling `callback`); `restore` puts the real
 * one back.
 */
export function fakeIntersectionObserver() {
  const io = {
    callback: (() => {}) as IntersectionObserverCallback,
    options: undefined as IntersectionObserverInit | undefined,
    targets: new Set<Element>(),
  };
  const win = window as unknown as { IntersectionObserver?: unknown };
  const saved = win.IntersectionObserver;
  win.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      Object.assign(io, { callback, options, targets: new Set<Element>() });
    }
    observe(target: Element) {
      io.targets.add(target);
    }
    unobserve(target: Element) {
      io.targets.delete(target);
    }
    disconnect() {
      io.targets.clear();
    }
  };
  return { io, restore: () => void (win.IntersectionObserver = saved) };
}
