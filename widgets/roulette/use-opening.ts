import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { casesEndpoints } from '../../shared/api/endpoints/cases';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { offsetAt, PITCH, startSpin, type Phase, type Spin } from './motion';
import { headlineItem, holdFor, land, outcomeRarity, randomItem, reveal, type Outcome } from './outcome';
import { canOpen, canToggleMulti, clampCount, type MultiCount } from './rules';
import { buildStrip, type Random } from './strip';
import type { CaseItem, UserCaseDetail } from '../../shared/api/schemas/cases';

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
 * The opening flow: counts and multi mode (docs/widgets/roulette.md), the request, and the spin it drives. The spin
 * starts with the click; the answer (or failure, which lands on a random item) plans the stop; the
 * canvas reports the phases; reduced motion and Skip reveal at once.
 */
export function useOpening(detail: UserCaseDetail, env: OpeningEnv) {
  const { log, bus } = useServices();
  const cases = useEndpoints(casesEndpoints);
  const items = useMemo(() => [...detail.items].sort((a, b) => a.sortOrder - b.sortOrder), [detail.items]);
  const [remaining, setRemaining] = useState(detail.count);
  const [multi, setMulti] = useState(false);
  const [count, setCount] = useState<MultiCount>(5);
  const [strip, setStrip] = useState<CaseItem[]>(() => buildStrip(items, env.viewportWidth() < 768, env.random));
  const [spin, setSpin] = useState<Spin | null>(null);
  const [rest, setRest] = useState(0);
  const [phase, setPhase] = useState<Phase>('initial');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The stop under way is a failed open: the strip lands, but nothing is celebrated (no glow).
  const [failed, setFailed] = useState(false);
  // What async code and animation frames read: written together with the state, never stale.
  const live = useRef({
    remaining: detail.count,
    strip,
    spin: null as Spin | null,
    rest: 0,
    pending: null as Outcome | null,
    skip: false,
    alive: true,
    running: false,
  });
  const envRef = useRef(env);
  envRef.current = env;
  useEffect(() => () => void (live.current.alive = false), []);

  const busy = phase !== 'initial' && phase !== 'finished';
  // The open's request is out, unanswered (no stop planned yet): a long wait speaks (shared/ui/wait-note.tsx).
  const waiting = busy && !spin?.stop;

  const finish = useCallback((result: Outcome) => {
    live.current.running = false;
    setOutcome(result);
    setPhase('finished');
    envRef.current.onReveal?.(result);
  }, []);

  const revealNow = useCallback(() => {
    const l = live.current;
    if (!l.pending) return;
    const offset = l.spin ? offsetAt(l.spin, envRef.current.now()) : l.rest;
    const r = reveal(offset, l.strip, l.pending.item);
    Object.assign(l, { strip: r.strip, rest: r.rest, spin: null });
    setStrip(r.strip);
    setRest(r.rest);
    setSpin(null);
    finish(l.pending);
  }, [finish]);

  const open = useCallback(async () => {
    const l = live.current;
    const n = multi ? count : 1;
    // The ref, not the rendered flag: a double click arrives before the re-render.
    if (!canOpen(l.remaining, l.running, multi ? count : null)) return;
    l.running = true;
    const e = envRef.current;
    e.onStart?.();
    l.remaining -= n;
    setRemaining(l.remaining);
    setOutcome(null);
    setFailed(false);
    l.pending = null;
    l.skip = e.reducedMotion();
    setPhase('accelerating');
    if (!l.skip) setSpin((l.spin = startSpin(e.now(), e.viewportWidth(), l.rest)));
    let result: Outcome;
    try {
      if (multi) {
        const { coupons } = await cases.openMultiple(detail.case.id, n);
        result = { kind: 'multi', item: headlineItem(items, coupons, e.random), coupons };
      } else {
        const { caseItemId, coupons } = await cases.open(detail.case.id);
        let item = items.find((i) => i.id === caseItemId);
        if (!item) {
          log.error(`open: item ${caseItemId} is not in the case; landing on a random item`);
          item = randomItem(items, e.random);
        }
        result = { kind: 'single', item, coupons };
      }
    } catch (error) {
      log.error('open failed; landing on a random item', error);
      l.remaining += n;
      setRemaining(l.remaining);
      result = { kind: 'failed', item: randomItem(items, e.random), error };
    }
    // Left mid-open: the list the player went back to was read before this answer; tell it to read again.
    if (!l.alive) return bus.emit('cases:changed', { caseId: detail.case.id });
    if (multi) {
      const next = clampCount(count, l.remaining);
      if (next === null) setMulti(false);
      else setCount(next);
    }
    l.pending = result;
    setFailed(result.kind === 'failed');
    e.onResult?.(result);
    if (l.skip || !l.spin) return revealNow();
    const landed = land(l.spin, l.strip, result.item, e.now(), e.random, holdFor(outcomeRarity(result)));
    Object.assign(l, landed);
    setStrip(landed.strip);
    setSpin(landed.spin);
  }, [multi, count, cases, detail.case.id, items, log, bus, revealNow]);

  // `from` is the spin the canvas is drawing: a frame of a spin already replaced (skip) is ignored.
  const onPhase = useCallback(
    (next: Phase, from: Spin) => {
      const l = live.current;
      if (from !== l.spin) return;
      // The strip has stopped on the prize: the outcome is known to the view from here on, so the prize
      // panel can be built (hidden) during the pause before it shows.
      if (next === 'final' && l.pending) setOutcome(l.pending);
      if (next !== 'finished') return setPhase(next);
      if (!l.pending || !l.spin.stop) return;
      Object.assign(l, { rest: l.spin.stop.index * PITCH, spin: null });
      setRest(l.rest);
      setSpin(null);
      finish(l.pending);
    },
    [finish],
  );

  const skip = useCallback(() => {
    live.current.skip = true;
    revealNow();
  }, [revealNow]);

  const toggleMulti = useCallback(
    (on: boolean) => {
      if (on && !canToggleMulti(live.current.remaining, busy)) return;
      setMulti(on);
      if (on) setCount((c) => clampCount(c, live.current.remaining) ?? 5);
    },
    [busy],
  );

  return {
    items,
    strip,
    spin,
    rest,
    phase,
    busy,
    outcome,
    failed,
    waiting,
    remaining,
    multi,
    count,
    setCount,
    toggleMulti,
    open,
    skip,
    onPhase,
  };
}
