/**
 * Referral statuses and milestones (docs/widgets/cabinet.md): which status is current, what comes next, progress bars.
 */
/**
 * What milestones and statuses measure: active referrals (the tab's tip says which count), not `totalReferral`,
 * the invited total shown by the promo code. The OpenAPI document names it from here.
 */
export const PROGRESS_COUNT = 'activeReferral' as const;

export interface StatusLike {
  name: string;
  referralsAmountFrom: number;
}

/** The current status: the API's lastStatus (matched in the list by name), or the first status when there is none. */
export function currentStatus<S extends StatusLike>(
  statuses: readonly S[],
  lastStatus: StatusLike | null | undefined,
): S | null {
  if (lastStatus) return statuses.find((s) => s.name === lastStatus.name) ?? (lastStatus as S);
  return statuses[0] ?? null;
}

/** The status after the current one, or null when the current one is the last (or unknown). */
export function nextStatus<S extends StatusLike>(statuses: readonly S[], current: StatusLike | null): S | null {
  if (!current) return null;
  const at = statuses.findIndex((s) => s.name === current.name);
  return at < 0 ? null : (statuses[at + 1] ?? null);
}

/** A progress percentage in 0..100 (bars cap at 100 %); a target of 0 or less counts as reached. */
export function progressPercent(value: number, target: number): number {
  if (!(target > 0)) return 100;
  if (!(value > 0)) return 0;
  return Math.min(100, Math.round((value / target) * 1000) / 10);
}

/** How many milestones `count` referrals have reached. */
export const reachedCount = (milestones: readonly { requiredReferralsAmount: number }[], count: number): number =>
  milestones.filter((m) => count >= m.requiredReferralsAmount).length;
