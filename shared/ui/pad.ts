/** Items followed by `null` placeholders up to `min` cells (grids keep their shape when nearly empty). */
export function padTo<T>(items: readonly T[], min: number): (T | null)[] {
  return [...items, ...Array.from({ length: Math.max(0, min - items.length) }, () => null)];
}
