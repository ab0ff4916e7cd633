import { offsetAt, PITCH, startSpin, type Phase, type Spin } from './motion';
import { holdFor, land, outcomeRarity, reveal, type Outcome } from './outcome';
import { canOpen, canToggleMulti, clampCount, type MultiCount } from './rules';
import type { CaseItem } from '../../shared/api/schemas/cases';

/**
 * The roulette's opening as a pure state machine (docs/widgets/roulette.md, "States and rules"): the
 * remaining count, multi mode and its count, the strip and the spin drawn on it, and the prize the view
 * shows. Time and chance come in the actions, so the same action on the same state gives the same state.
 * Actions that do not apply leave the state as it is.
 */
export interface OpeningState {
  /** Copies left as shown: lower by the open under way from the click, given back if it fails. */
  remaining: number;
  multi: boolean;
  /** The multi-open count chosen (used in multi mode only). */
  count: MultiCount;
  strip: readonly CaseItem[];
  /** The spin being drawn, or null while the strip rests at `rest` (px along the strip). */
  spin: Spin | null;
  rest: number;
  phase: Phase;
  /** The open sent and not answered yet: one case, or a multi-open of `count`. */
  request: { kind: 'single' } | { kind: 'multi'; count: MultiCount } | null;
  /** The answer, known mid-spin (it plans the stop) before the view may show it. */
  answer: Outcome | null;
  /** What the view shows: the answer, from the moment the strip stops on it (or it is revealed at once). */
  outcome: Outcome | null;
  /** Reduced motion or Skip: the answer is revealed as soon as it is in. */
  skipped: boolean;
}

export type OpeningAction =
  /** Open (or Spin more, Retry): `now` in ms, the spin's profile from the viewport's width. */
  | { type: 'open'; now: number; viewportWidth: number; reducedMotion: boolean }
  /** The open's answer (a failure lands on a random item); `pick` in [0, 1) chooses the stop among those that fit. */
  | { type: 'answered'; outcome: Outcome; now: number; pick: number }
  | { type: 'skip'; now: number }
  /** The canvas drew `spin` reaching `phase`. */
  | { type: 'phase'; phase: Phase; spin: Spin }
  | { type: 'multi'; on: boolean }
  | { type: 'count'; count: MultiCount };

export function initialOpening(remaining: number, strip: readonly CaseItem[]): OpeningState {
  return {
    remaining,
    multi: false,
    count: 5,
    strip,
    spin: null,
    rest: 0,
    phase: 'initial',
    request: null,
    answer: null,
    outcome: null,
    skipped: false,
  };
}

/** Opening or spinning: Open, the toggle and the counts wait; Skip has something to skip. */
export const isBusy = (state: OpeningState) => state.phase !== 'initial' && state.phase !== 'finished';
/** The open's request is out, unanswered (no stop planned yet): a long wait speaks (shared/ui/wait-note.tsx). */
export const isWaiting = (state: OpeningState) => isBusy(state) && !state.spin?.stop;
/** The open under way (or the last one) failed: the strip is greyed out, nothing is celebrated. */
export const isFailed = (state: OpeningState) => state.answer?.kind === 'failed';
/** What Open and Spin more open: the chosen count in multi mode, else one. */
export const openingCount = (state: OpeningState) => (state.multi ? state.count : 1);
export const canOpenNow = (state: OpeningState) =>
  canOpen(state.remaining, isBusy(state), state.multi ? state.count : null);

export function openingReducer(state: OpeningState, action: OpeningAction): OpeningState {
  switch (action.type) {
    case 'open': {
      if (!canOpenNow(state)) return state;
      return {
        ...state,
        remaining: state.remaining - openingCount(state),
        phase: 'accelerating',
        spin: action.reducedMotion ? null : startSpin(action.now, action.viewportWidth, state.rest),
        request: state.multi ? { kind: 'multi', count: state.count } : { kind: 'single' },
        answer: null,
        outcome: null,
        skipped: action.reducedMotion,
      };
    }
    case 'answered':
      return state.request ? answered(state, state.request, action) : state;
    case 'skip':
      return isBusy(state) ? revealNow({ ...state, skipped: true }, action.now) : state;
    case 'phase':
      return phaseDrawn(state, action.phase, action.spin);
    case 'multi':
      if (!action.on) return { ...state, multi: false };
      if (!canToggleMulti(state.remaining, isBusy(state))) return state;
      return { ...state, multi: true, count: clampCount(state.count, state.remaining) ?? 5 };
    case 'count':
      return { ...state, count: action.count };
    default:
      return state;
  }
}

function answered(
  state: OpeningState,
  request: NonNullable<OpeningState['request']>,
  { outcome, now, pick }: Extract<OpeningAction, { type: 'answered' }>,
): OpeningState {
  const count = request.kind === 'multi' ? request.count : 1;
  // The server took nothing on a failure: the count comes back, single or multi (a deliberate departure).
  const remaining = outcome.kind === 'failed' ? state.remaining + count : state.remaining;
  // The count after an open: the one chosen now (the counts stay open mid-spin), while it fits (rules.ts clampCount).
  const clamped = state.multi ? clampCount(state.count, remaining) : state.count;
  const next: OpeningState = {
    ...state,
    remaining,
    multi: state.multi && clamped !== null,
    count: clamped ?? state.count,
    request: null,
    answer: outcome,
  };
  if (next.skipped || !next.spin) return revealNow(next, now);
  const landed = land(next.spin, next.strip, outcome.item, now, () => pick, holdFor(outcomeRarity(outcome)));
  return { ...next, ...landed };
}

/** Reduced motion and Skip: the answer goes to the next card at or after where the strip is now. */
function revealNow(state: OpeningState, now: number): OpeningState {
  if (!state.answer) return state;
  const offset = state.spin ? offsetAt(state.spin, now) : state.rest;
  const { strip, rest } = reveal(offset, state.strip, state.answer.item);
  return { ...state, strip, rest, spin: null, phase: 'finished', outcome: state.answer };
}

function phaseDrawn(state: OpeningState, phase: Phase, spin: Spin): OpeningState {
  // A frame of a spin already replaced (a stop planned, a skip) is not this spin's.
  if (spin !== state.spin) return state;
  // Stopped on the prize: the view may know it from here on (the prize panel is built, hidden, during the pause).
  const outcome = phase === 'final' && state.answer ? state.answer : state.outcome;
  // The first frame reports the phase the click set: no new state, no re-render.
  if (phase !== 'finished')
    return phase === state.phase && outcome === state.outcome ? state : { ...state, phase, outcome };
  if (!state.answer || !spin.stop) return state;
  return { ...state, rest: spin.stop.index * PITCH, spin: null, phase: 'finished', outcome: state.answer };
}
