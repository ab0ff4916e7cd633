/**
 * The roulette strip: the case's items repeated into a cyclic ribbon of cards (pure; randomness injected).
 * docs/widgets/roulette.md: at least 60 entries (30 on mobile), at least 2 repeats of the item list, and neighbours
 * with
 * the same id avoided by up to 50 reshuffles. The strip is cyclic (the last card touches the first), so
 * that neighbour pair counts too.
 */
export const MIN_ENTRIES = { desktop: 60, mobile: 30 } as const;
export const MIN_REPEATS = 2;
export const MAX_RESHUFFLES = 50;

export type Random = () => number;

export interface StripItem {
  id: number;
}

/** Deterministic generator for a seed (mulberry32): the same seed gives the same strip in tests. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: T[], random: Random): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Index pairs (i, i+1 mod n) whose ids are equal. */
export function equalNeighbours(strip: readonly StripItem[]): number {
  if (strip.length < 2) return 0;
  return strip.filter((item, i) => item.id === strip[(i + 1) % strip.length]!.id).length;
}

/** How many copies of the list make the strip: enough for the minimum length and at least two. */
export function repeatsFor(itemCount: number, mobile: boolean): number {
  if (itemCount === 0) return 0;
  return Math.max(MIN_REPEATS, Math.ceil((mobile ? MIN_ENTRIES.mobile : MIN_ENTRIES.desktop) / itemCount));
}

/** Swaps away equal neighbours where a swap partner exists that creates none: one reshuffle pass. */
function repair<T extends StripItem>(strip: T[], random: Random): T[] {
  const n = strip.length;
  const at = (i: number) => strip[((i % n) + n) % n]!.id;
  const clean = (i: number) => at(i) !== at(i - 1) && at(i) !== at(i + 1);
  for (let i = 0; i < n; i++) {
    const k = (i + 1) % n;
    if (at(i) !== at(k)) continue;
    const start = Math.floor(random() * n);
    for (let step = 0; step < n; step++) {
      const j = (start + step) % n;
      if (j === k) continue;
      [strip[k], strip[j]] = [strip[j]!, strip[k]!];
      if (clean(k) && clean(j)) break;
      [strip[k], strip[j]] = [strip[j]!, strip[k]!];
    }
  }
  return strip;
}

/**
 * Shuffled copies back to back, each turned so it starts with an item other than the previous copy's
 * last (and the last copy ends with one other than the first item): never equal neighbours when
 * there are two or more distinct items. The fallback when random reshuffles leave some.
 */
function blocks<T extends StripItem>(items: readonly T[], repeats: number, random: Random): T[] {
  const out: T[] = [];
  for (let r = 0; r < repeats; r++) {
    const block = shuffle([...items], random);
    const n = block.length;
    if (n > 1 && out.length > 0 && block[0]!.id === out[out.length - 1]!.id)
      [block[0], block[1]] = [block[1]!, block[0]!];
    if (n > 2 && r === repeats - 1 && block[n - 1]!.id === out[0]?.id)
      [block[n - 1], block[n - 2]] = [block[n - 2]!, block[n - 1]!];
    out.push(...block);
  }
  return out;
}

/**
 * Builds the strip: repeats and shuffles, then reshuffles (a swap pass, up to 50 times) while equal
 * neighbours remain; if some are still left, copies are laid out block by block instead.
 */
export function buildStrip<T extends StripItem>(items: readonly T[], mobile: boolean, random: Random): T[] {
  const repeats = repeatsFor(items.length, mobile);
  const base = Array.from({ length: repeats }, () => items).flat();
  let best = shuffle([...base], random);
  let bestScore = equalNeighbours(best);
  for (let attempt = 0; attempt < MAX_RESHUFFLES && bestScore > 0; attempt++) {
    const next = repair(attempt === 0 ? [...best] : shuffle([...base], random), random);
    const score = equalNeighbours(next);
    if (score < bestScore) [best, bestScore] = [next, score];
  }
  if (bestScore > 0 && items.length > 1) best = blocks(items, repeats, random);
  return best;
}
