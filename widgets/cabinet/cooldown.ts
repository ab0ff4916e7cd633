/**
 * The resend-verification cooldown (docs/widgets/cabinet.md): 10 minutes, stored as `counter` (minutes left) and
 * decremented every 60 s. We store the counter together with the moment it was last set
 * (`{counter, at}`) rather than the counter alone: a bare counter stops while the page is closed, so a
 * reload (or a tab left closed for an hour) would restart the wait. With the timestamp the minutes left
 * are recomputed from the clock on load, the stored value still reads as the minutes-left counter
 * (docs/widgets/cabinet.md), and each
 * tick rewrites it (counter − 1, at + 60 s), so both fields stay truthful.
 */
export const COOLDOWN_MINUTES = 10;
export const TICK_MS = 60_000;

export interface Cooldown {
  counter: number;
  at: number;
}

export const startCooldown = (now: number): Cooldown => ({ counter: COOLDOWN_MINUTES, at: now });

/** A stored value: `{counter, at}`, or a bare number (counter from an older page) read as starting now. */
export function readCooldown(value: unknown, now: number): Cooldown | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? { counter: Math.min(value, COOLDOWN_MINUTES), at: now } : null;
  if (!value || typeof value !== 'object') return null;
  const { counter, at } = value as Partial<Cooldown>;
  if (typeof counter !== 'number' || typeof at !== 'number' || !Number.isFinite(counter) || !Number.isFinite(at))
    return null;
  return { counter: Math.min(Math.max(0, Math.floor(counter)), COOLDOWN_MINUTES), at: Math.min(at, now) };
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
