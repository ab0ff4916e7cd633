import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Outcome } from './outcome';
import type { Rarity } from './rules';
import type { Swaps } from './use-swaps';
import { celebrate, deal } from './win-moment';

/** Rows rendered per task on a big board: each batch stays well under a frame at 4× throttling. */
export const BOARD_BATCH = 20;

/**
 * The panel's entrance: the frame after it shows, focus on its heading, the scroll into view and the win
 * moment; the frame after that, the pictures; a big board's rows BOARD_BATCH per task.
 */
export function usePanelEntrance(
  outcome: Outcome,
  { hidden, calm, best, single, rows }: { hidden: boolean; calm: boolean; best: Rarity; single: boolean; rows: number },
) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState(BOARD_BATCH);
  // Spread over three frames, none near 50 ms at 4× CPU throttling: the panel appears; the next frame
  // moves focus to its heading and starts the scroll; the one after paints the pictures (a picture's
  // first paint at a new size is a layout of its own).
  const [pictures, setPictures] = useState(false);
  useEffect(() => {
    setShown(BOARD_BATCH);
    setPictures(false);
  }, [outcome]);
  useEffect(() => {
    if (hidden) return;
    let frame = requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      const el = section.current;
      // Not every DOM has it (happy-dom); scrolling is a nicety, never a failure.
      if (el && typeof el.scrollIntoView === 'function')
        el.scrollIntoView({ block: 'nearest', behavior: calm ? 'auto' : 'smooth' });
      if (el && !calm) {
        celebrate(el, best);
        if (!single) deal(el);
      }
      frame = requestAnimationFrame(() => setPictures(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [outcome, hidden, calm, best, single]);
  useEffect(() => {
    if (shown >= rows) return;
    const timer = setTimeout(() => setShown((n) => n + BOARD_BATCH), 0);
    return () => clearTimeout(timer);
  }, [shown, rows]);
  return { section, heading, shown, pictures };
}

/**
 * A swap replaces its button by a note: focus goes on to the next Swap below it, else Spin more, else the
 * heading (never <body>).
 */
export function useFocusAfterSwap(
  section: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
  swaps: Swaps,
) {
  // The row or the actions the focused control was in.
  const from = useRef<Element | null>(null);
  const focused = useRef<Element | null>(null);
  useEffect(() => {
    const el = section.current;
    if (!el || !focused.current || focused.current.isConnected) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const anchor = from.current;
    const swapsAfter = [...el.querySelectorAll<HTMLElement>('.wgt-roulette__swap, .wgt-roulette__swap-all')].filter(
      (b) => anchor?.isConnected && anchor.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const more = el.querySelector<HTMLButtonElement>('.wgt-roulette__more:not(:disabled)');
    const next = swapsAfter[0] ?? more ?? heading.current;
    focused.current = next;
    next?.focus();
  }, [section, heading, swaps.swapped, swaps.busy, swaps.balance]);
  // focusin, not onFocus: preact's onFocus does not bubble.
  useEffect(() => {
    const el = section.current;
    const track = (e: Event) => {
      focused.current = e.target as Element;
      from.current = focused.current.closest('.wgt-roulette__prize, .wgt-roulette__actions');
    };
    el?.addEventListener('focusin', track);
    return () => el?.removeEventListener('focusin', track);
  }, [section]);
}
