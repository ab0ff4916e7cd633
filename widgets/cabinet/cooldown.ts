/**
 * The resend-verification cooldown (docs/widgets/cabinet.md): 10 minutes, stored in local storage as
 * `counter`, the number of minutes left (what any page reading it expects), and decremented every 60 s.
 * `counterAt` beside it holds when that figure was right: a bare counter stops while the page is closed,
 * so a reload (or a tab left closed for an hour) would restart the wait; with the moment the minutes
 * left are recomputed from the clock on load, and each tick rewrites both (counter − 1, at + 60 s).
 */
export const COOLDOWN_MINUTES = 10;
export const TICK_MS = 60_000;

export interface Cooldown {
  counter: number;
  at: number;
}

export const startCooldown = (now: number): Cooldown => ({ counter: COOLDOWN_MINUTES, at: now });

/** The stored `counter` (minutes left) and `counterAt` (when; missing, or a bad value, reads as now). */
export function readCooldown(counter: unknown, at: unknown, now: number): Cooldown | null {
  if (typeof counter !== 'number' || !Number.isFinite(counter) || counter < 1) return null;
  const since = typeof at === 'number' && Number.isFinite(at) ? Math.min(at, now) : now;
  return { counter: Math.min(Math.floor(counter), COOLDOWN_MINUTES), at: since };
}

/** The cooldown as of `now`: whole ticks since `at` are taken off; null once it reaches 0. */
export function advance(cooldown: Cooldown | null, now: number): Cooldown | null {
  if (!cooldown) return null;
  const ticks = Math.max(0, Math.floor((now - cooldown.at) / TICK_MS));
  const counter = cooldown.counter - ticks;
  return counter > 0 ? { counter, at: cooldown.at + ticks * TICK_MS } : null;
}

/** Milliseconds until the next decrement. */
export const nextTickIn = (cooldown: Cooldown, now: number): number => Math.max(0, cooldown.at + TICK_MS - now);
