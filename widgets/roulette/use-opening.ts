import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { casesEndpoints } from '../../shared/api/endpoints/cases';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import type { Phase, Spin } from './motion';
import { canOpenNow, initialOpening, isBusy, isFailed, isWaiting, openingCount, openingReducer } from './opening';
import { headlineItem, randomItem, type Outcome } from './outcome';
import type { MultiCount } from './rules';
import { buildStrip, type Random } from './strip';
import type { UserCaseDetail } from '../../shared/api/schemas/cases';

export interface OpeningEnv {
  now: () => number;
  viewportWidth: () => number;
  reducedMotion: () => boolean;
  random: Random;
  /** Called when the answer is known, mid-spin (prepares the prize sound). */
  onResult?: (outcome: Outcome) => void;
  /** Called when a prize is revealed (sound). */
  onReveal?: (outcome: Outcome) => void;
  /** Called on the open click (unlocks audio inside the gesture). */
  onStart?: () => void;
}

/**
 * The opening flow (state and rules in opening.ts): the request, and the spin it drives. The spin starts
 * with the click; the answer (or a failure, which lands on a random item) plans the stop; the canvas
 * reports the phases; reduced motion and Skip reveal at once.
 */
export function useOpening(detail: UserCaseDetail, env: OpeningEnv) {
  const { log, bus } = useServices();
  const cases = useEndpoints(casesEndpoints);
  const items = useMemo(() => [...detail.items].sort((a, b) => a.sortOrder - b.sortOrder), [detail.items]);
  const [state, dispatch] = useReducer(openingReducer, undefined, () =>
    initialOpening(detail.count, buildStrip(items, env.viewportWidth() < 768, env.random)),
  );
  // The open in flight: set before the request goes out, so a double click (which arrives before the
  // re-render) sends one; dropped when the view is left, so a late answer knows it is nobody's.
  const inFlight = useRef<Promise<Outcome> | null>(null);
  useEffect(() => () => void (inFlight.current = null), []);
  const envRef = useRef(env);
  envRef.current = env;

  const { phase, outcome } = state;
  useEffect(() => {
    if (phase === 'finished' && outcome) envRef.current.onReveal?.(outcome);
  }, [phase, outcome]);

  const ask = useCallback(
    async (multi: MultiCount | null): Promise<Outcome> => {
      const { random } = envRef.current;
      try {
        if (multi) {
          const { coupons } = await cases.openMultiple(detail.case.id, multi);
          return { kind: 'multi', item: headlineItem(items, coupons, random), coupons };
        }
        const { caseItemId, coupons } = await cases.open(detail.case.id);
        const item = items.find((i) => i.id === caseItemId);
        if (item) return { kind: 'single', item, coupons };
        log.error(`open: item ${caseItemId} is not in the case; landing on a random item`);
        return { kind: 'single', item: randomItem(items, random), coupons };
      } catch (error) {
        log.error('open failed; landing on a random item', error);
        return { kind: 'failed', item: randomItem(items, random), error };
      }
    },
    [cases, detail.case.id, items, log],
  );

  const open = useCallback(async () => {
    if (inFlight.current || !canOpenNow(state)) return;
    const env = envRef.current;
    env.onStart?.();
    dispatch({ type: 'open', now: env.now(), viewportWidth: env.viewportWidth(), reducedMotion: env.reducedMotion() });
    const request = ask(state.multi ? state.count : null);
    inFlight.current = request;
    const answer = await request;
    // Left mid-open: the list the player went back to was read before this answer; tell it to read again.
    if (inFlight.current !== request) return bus.emit('cases:changed', { caseId: detail.case.id });
    inFlight.current = null;
    env.onResult?.(answer);
    dispatch({ type: 'answered', outcome: answer, now: env.now(), pick: env.random() });
  }, [state, ask, bus, detail.case.id]);

  // `spin` is the one the canvas is drawing: a frame of a spin already replaced is ignored (opening.ts).
  const onPhase = useCallback((next: Phase, spin: Spin) => dispatch({ type: 'phase', phase: next, spin }), []);
  const skip = useCallback(() => dispatch({ type: 'skip', now: envRef.current.now() }), []);
  const toggleMulti = useCallback((on: boolean) => dispatch({ type: 'multi', on }), []);
  const setCount = useCallback((count: MultiCount) => dispatch({ type: 'count', count }), []);

  return {
    ...state,
    items,
    busy: isBusy(state),
    waiting: isWaiting(state),
    failed: isFailed(state),
    canOpen: canOpenNow(state),
    openingCount: openingCount(state),
    setCount,
    toggleMulti,
    open,
    skip,
    onPhase,
  };
}
