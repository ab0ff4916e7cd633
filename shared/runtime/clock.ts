/** Time as a service: components schedule through it and tests replace it (or use fake timers). */
export interface Clock {
  now(): number;
  /** Runs fn after ms; returns the cancel function. */
  timeout(fn: () => void, ms: number): () => void;
  interval(fn: () => void, ms: number): () => void;
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
};
