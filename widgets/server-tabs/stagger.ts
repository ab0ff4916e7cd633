/** Info points appear in pairs: items 0 and 1 at once, 2 and 3 200 ms later, and so on. */
export const STAGGER_MS = 200;

/** The delay of each of `count` info points: every second item starts the next step of 200 ms. */
export function staggerDelays(count: number, step = STAGGER_MS): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => Math.floor(i / 2) * step);
}

/** The indicator's share of the tab list: each tab is 100% / count wide. */
export function indicatorWidth(count: number): string {
  return `${count > 0 ? 100 / count : 100}%`;
}
