/**
 * Password-reset codes in flight, by e-mail (lower-case). The fixture exposes them to tests and QA
 * through GET /__fixtures/state (`state.auth.resetCodes`) and on the gallery page, standing in for the
 * e-mail the real backend would send.
 */
export interface AuthState {
  resetCodes: Record<string, string>;
}

export function seedAuth(): AuthState {
  return { resetCodes: {} };
}

/** A six-digit code; `random` returns [0, 1) so tests can pin it. */
export function newResetCode(random: () => number = Math.random): string {
  return String(Math.floor(random() * 1_000_000)).padStart(6, '0');
}
