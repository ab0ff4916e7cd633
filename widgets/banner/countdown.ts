/** The countdown refreshes every second. */
export const TICK_MS = 1000;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `expiry` (never negative). */
export function remaining(expiry: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((expiry - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A limited banner with cases left shows that count instead of the countdown. */
export function casesLeft(banner: {
  isLimited?: boolean | null;
  limitedCaseQuantity?: number | null;
}): number | undefined {
  const left = banner.limitedCaseQuantity ?? 0;
  return banner.isLimited && left > 0 ? left : undefined;
}
