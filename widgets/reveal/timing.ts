/**
 * Scroll-reveal defaults (docs/widgets/reveal.md): 600 ms, 70 px, 200 ms between items (one variant uses 300),
 * ease-out, from below.
 */
export const REVEAL = { duration: 600, distance: 70, interval: 200, origin: 'bottom' } as const;
export type Origin = 'bottom' | 'top' | 'left' | 'right';

/** Where an item starts before it slides in: from below means it starts `distance` px lower. */
export function startTransform(origin: Origin, distance: number): string {
  const axis = origin === 'left' || origin === 'right' ? 'X' : 'Y';
  const sign = origin === 'bottom' || origin === 'right' ? 1 : -1;
  return `translate${axis}(${sign * distance}px)`;
}

/** Items entering the view together follow one another, `interval` ms apart. */
export function revealDelays(count: number, interval: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => i * interval);
}
