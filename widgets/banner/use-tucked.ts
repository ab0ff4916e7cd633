import { useEffect, useState, type RefObject } from 'react';

/** How far a scroll must go before the pill moves: a jitter of the page does not flick it. */
const STEP_PX = 8;

/**
 * Whether the overlay's pill is tucked away: while the player scrolls down the page (reading, it would sit on
 * the text), back as soon as they scroll up or reach the top, as a phone's toolbars do. Off while `active` is
 * false (the card is open, or not on screen).
 */
export function useTucked(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    const win = ref.current?.ownerDocument.defaultView;
    if (!active || !win) return setTucked(false);
    let last = win.scrollY;
    const onScroll = () => {
      const y = win.scrollY;
      if (Math.abs(y - last) < STEP_PX) return;
      setTucked(y > last && y > 0);
      last = y;
    };
    win.addEventListener('scroll', onScroll, { passive: true });
    return () => win.removeEventListener('scroll', onScroll);
  }, [ref, active]);
  return tucked;
}
