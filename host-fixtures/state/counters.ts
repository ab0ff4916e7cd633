/** Named per-session counters, e.g. how many statistic requests were served (drives the online drift). */
export type Counters = Record<string, number>;

export function seedCounters(): Counters {
  return {};
}

/** Increments and returns the new value. */
export function bump(counters: Counters, name: string): number {
  const next = (counters[name] ?? 0) + 1;
  counters[name] = next;
  return next;
}
