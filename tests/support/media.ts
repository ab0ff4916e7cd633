/**
 * happy-dom's matchMedia matches nothing: this one answers `prefers-reduced-motion: reduce` with `reduce()`
 * (read at each query, so a test may change it) and every other query with false.
 */
export function fakeReducedMotion(reduce: () => boolean = () => true): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce() && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}
