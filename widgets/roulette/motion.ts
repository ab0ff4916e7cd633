/**
 * Roulette motion as a pure function of time: no clocks, no frames. The caller passes `now` (ms) and
 * draws `offsetAt(spin, now)`; tests do the same with chosen times.
 *
 * Units: offsets are CSS px along the strip; card k's centre sits at k × PITCH, and the offset is the
 * strip coordinate under the centre marker. Speeds in docs/widgets/roulette.md ("top speed 35, 25 on mobile") are px
 * per
 * frame unit, one frame unit being 1000/60 ms (16.67 ms): the top speed is 2.1 px/ms (2100 px/s) on
 * desktop and 1.5 px/ms (1500 px/s) on mobile, the same on a 60 Hz, 120 Hz or throttled display.
 *
 * Phases: initial (before the start) → accelerating (linear speed-up over accelMs) → constant (top speed
 * until the result is accepted, never before minResultMs) → decelerating (decelMs, ending exactly on the
 * winning card) → final (stopped, the winner highlighted for FINAL_MS, or the spin's `hold`) → finished (the
 * prize is shown).
 */
export const CARD = 220;
export const GAP = 16;
export const PITCH = CARD + GAP;
export const HEIGHT = 220;
export const FRAME_MS = 1000 / 60;
/** Pause on the stopped strip before the prize panel appears. */
export const FINAL_MS = 500;
/** The pause for a rare or better prize: the tease, the winner framed on the still strip (docs/widgets/roulette.md). */
export const TEASE_MS = 1100;
/** Viewports narrower than this use the mobile profile. */
export const MOBILE_BELOW = 768;

export interface Profile {
  accelMs: number;
  /** px per frame unit (FRAME_MS). */
  topSpeed: number;
  minResultMs: number;
  decelMs: number;
}

export const PROFILES: Record<'desktop' | 'mobile', Profile> = {
  desktop: { accelMs: 200, topSpeed: 35, minResultMs: 200, decelMs: 2000 },
  mobile: { accelMs: 400, topSpeed: 25, minResultMs: 800, decelMs: 1200 },
};

export type Phase = 'initial' | 'accelerating' | 'constant' | 'decelerating' | 'final' | 'finished';

export interface Stop {
  /** When deceleration starts (ms). */
  at: number;
  /** Offset when it starts. */
  from: number;
  /** Unwrapped index of the card it stops on: the final offset is index × PITCH. */
  index: number;
}

export interface Spin {
  startedAt: number;
  /** Offset when the spin started (the previous stop). */
  origin: number;
  profile: Profile;
  stop?: Stop;
  /** The pause on the stopped strip before the prize (ms): FINAL_MS unless the prize earns a tease. */
  hold?: number;
}

export const profileFor = (viewportWidth: number): Profile =>
  viewportWidth < MOBILE_BELOW ? PROFILES.mobile : PROFILES.desktop;
/** Top speed in px/ms. */
export const speedOf = (profile: Profile) => profile.topSpeed / FRAME_MS;

export function startSpin(now: number, viewportWidth: number, origin = 0): Spin {
  return { startedAt: now, origin, profile: profileFor(viewportWidth) };
}

/** Offset as if the strip never slowed down (acceleration, then top speed). */
function cruiseOffset(spin: Spin, t: number): number {
  const tau = Math.max(0, t - spin.startedAt);
  const { accelMs } = spin.profile;
  const v = speedOf(spin.profile);
  if (tau < accelMs) return spin.origin + (v / accelMs) * tau * tau * 0.5;
  return spin.origin + v * accelMs * 0.5 + v * (tau - accelMs);
}

/**
 * Deceleration over [0, 1] as a cubic Hermite curve: starts at top speed, ends at rest, covers exactly
 * `distance`. For vD/3 ≤ distance ≤ vD/2 the speed only falls (planStop keeps it there).
 */
function decel(spin: Spin, stop: Stop, t: number): number {
  const D = spin.profile.decelMs;
  const s = (t - stop.at) / D;
  const vD = speedOf(spin.profile) * D;
  const distance = stop.index * PITCH - stop.from;
  return stop.from + vD * (s - 2 * s * s + s * s * s) + distance * (3 * s * s - 2 * s * s * s);
}

export function offsetAt(spin: Spin, t: number): number {
  const { stop } = spin;
  if (!stop || t < stop.at) return cruiseOffset(spin, t);
  if (t >= stop.at + spin.profile.decelMs) return stop.index * PITCH;
  return decel(spin, stop, t);
}

export function phaseAt(spin: Spin, t: number): Phase {
  const tau = t - spin.startedAt;
  if (tau < 0) return 'initial';
  if (tau < spin.profile.accelMs) return 'accelerating';
  const { stop } = spin;
  if (!stop || t < stop.at) return 'constant';
  const end = stop.at + spin.profile.decelMs;
  if (t < end) return 'decelerating';
  return t < end + (spin.hold ?? FINAL_MS) ? 'final' : 'finished';
}

/** When the spin reaches `finished` (undefined before the result is accepted). */
export function finishedAt(spin: Spin): number | undefined {
  return spin.stop && spin.stop.at + spin.profile.decelMs + (spin.hold ?? FINAL_MS);
}

/** Card indices (unwrapped) the strip can stop on if deceleration starts at `at`. */
export function stopCandidates(spin: Spin, at: number): number[] {
  const from = cruiseOffset(spin, at);
  const vD = speedOf(spin.profile) * spin.profile.decelMs;
  const first = Math.ceil((from + vD / 3) / PITCH);
  const last = Math.floor((from + vD / 2) / PITCH);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * Accepts the result that arrived at `resultAt`: deceleration starts then, but never before minResultMs
 * (nor before the acceleration ends). `choose` picks one of the candidate card indices (all far enough
 * ahead to be off screen); the caller then puts the winning item at that index (mod the strip length).
 */
export function planStop(spin: Spin, resultAt: number, choose: (candidates: number[]) => number): Spin {
  const { startedAt, profile } = spin;
  const at = Math.max(resultAt, startedAt + profile.minResultMs, startedAt + profile.accelMs);
  const index = choose(stopCandidates(spin, at));
  return { ...spin, stop: { at, from: cruiseOffset(spin, at), index } };
}

/** The strip index of an unwrapped card index. */
export const wrap = (index: number, length: number) => ((index % length) + length) % length;
