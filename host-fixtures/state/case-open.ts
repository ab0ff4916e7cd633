/**
 * Fixture-only knobs of case opening (per session): a seeded random draw so runs are repeatable, and the
 * case page's `?fixture=` switch: `unknown-item` makes the open endpoint answer a caseItemId that is not in
 * the case (the roulette's random-item fallback), `several-coupons` makes one open give three coupons
 * chosen without the draw (api/cases-open.ts `severalItems`).
 */
export interface CaseOpenState {
  /** State of the draw's linear congruential generator. */
  seed: number;
  unknownItem: boolean;
  severalCoupons: boolean;
}

export function seedCaseOpen(): CaseOpenState {
  return { seed: 20240601, unknownItem: false, severalCoupons: false };
}

/** A number in [0, 1) from the session's generator (Numerical Recipes LCG: fine for fixture draws). */
export function nextRandom(state: CaseOpenState): number {
  state.seed = (Math.imul(state.seed, 1664525) + 1013904223) >>> 0;
  return state.seed / 2 ** 32;
}
