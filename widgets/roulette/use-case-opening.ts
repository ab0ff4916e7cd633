import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../shared/runtime/context';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion';
import { useSlowWait } from '../../shared/ui/wait-note';
import type { UserCaseDetail } from '../../shared/api/schemas/cases';
import { outcomeRarity, type Outcome } from './outcome';
import { useOpening, type OpeningEnv } from './use-opening';
import { usePrize } from './use-prize';

/** Mute choice, per browser. */
export const MUTE_KEY = 'rouletteMuted';

const reducedMotion = () => prefersReducedMotion(window);

/**
 * The case view's state: the opening with its chimes and the prize panel it loads, the mute choice, the
 * panel's showing a frame after the strip stops, and the focus kept on Skip or Open.
 */
export function useCaseOpening(detail: UserCaseDetail) {
  const { i18n, storage, log } = useServices();
  const [muted, setMuted] = useState(() => storage.local.get<boolean>(MUTE_KEY) === true);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  // The first Open asks for the prize panel and the chimes; a spin outlasts the request.
  const { prize, load: loadPrize, withSounds } = usePrize(log.warn);
  const openRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);

  const env: OpeningEnv = {
    now: () => performance.now(),
    viewportWidth: () => window.innerWidth,
    reducedMotion,
    random: Math.random,
    onStart: () => void loadPrize().catch(() => {}),
    // A failed open is not a win: no chime (docs/widgets/roulette.md).
    onResult: (outcome) =>
      outcome.kind !== 'failed' && withSounds((sounds) => mutedRef.current || sounds.prepare(outcomeRarity(outcome))),
    onReveal: (outcome) =>
      outcome.kind !== 'failed' && withSounds((sounds) => mutedRef.current || sounds.play(outcomeRarity(outcome))),
  };
  const o = useOpening(detail, env);
  // The open's request out for a few seconds (the spin alone does not count): the strip says it still waits.
  const stalled = useSlowWait(o.waiting);
  // The first number format loads locale data: pay for it now, not when the prize appears.
  useEffect(() => void i18n.number(0), [i18n]);

  // Keyboard users keep their place: Skip while spinning, Open again after a failed open.
  useEffect(() => {
    const inside = (el: Element | null) => el === document.body || el === openRef.current || el === skipRef.current;
    if (o.busy && skipRef.current && !skipRef.current.disabled && inside(document.activeElement))
      skipRef.current.focus();
    if (o.phase === 'finished' && o.outcome?.kind === 'failed' && inside(document.activeElement))
      openRef.current?.focus();
  }, [o.busy, o.phase, o.outcome]);

  const toggleMute = useCallback(() => {
    setMuted((m) => {
      storage.local.set(MUTE_KEY, !m);
      return !m;
    });
  }, [storage]);

  // The prize panel is built, hidden, while the stopped strip pauses on the prize (phase final), and shown
  // a frame after the strip's last one: building it, re-enabling the controls and laying it out fall in
  // three frames (each well under 50 ms at 4× CPU throttling) instead of one.
  const [panelFor, setPanelFor] = useState<Outcome | null>(null);
  useEffect(() => {
    if (o.phase !== 'finished' || !o.outcome) return setPanelFor(null);
    const outcome = o.outcome;
    const frame = requestAnimationFrame(() => setPanelFor(outcome));
    return () => cancelAnimationFrame(frame);
  }, [o.phase, o.outcome]);

  return { o, prize, stalled, muted, toggleMute, panelFor, openRef, skipRef };
}
