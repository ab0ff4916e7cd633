/** Time as a service: components schedule through it and tests replace it (or use fake timers). */
export interface Clock {
  now(): number;
  /** Runs fn after ms; returns the cancel function. */
  timeout(fn: () => void, ms: number): () => void;
  interval(fn: () => void, ms: number): () => void;
  /** `interval`, paused while the page is hidden (a background tab); fn runs at once when the page shows again. */
  visibleInterval(fn: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  timeout(fn, ms) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  interval(fn, ms) {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
  visibleInterval(fn, ms) {
    let stop = () => {};
    const sync = () => {
      stop();
      stop = document.hidden ? () => {} : systemClock.interval(fn, ms);
    };
    const onChange = () => {
      if (!document.hidden) fn();
      sync();
    };
    sync();
    document.addEventListener('visibilitychange', onChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onChange);
    };
  },
};
