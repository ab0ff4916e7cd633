import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the overlay steps aside for the keyboard focus: the focus landed outside it on something it covers, even
 * in part (WCAG 2.4.11: the footer's links passed under the open card, at the page's end, where no scrolling frees
 * them). Back when the focus comes into the banner (Tab reaches it, or a click). Off while `active` is false.
 */
export function useClearOfFocus(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const el = ref.current;
    const doc = el?.ownerDocument;
    if (!active || !el || !doc?.defaultView) return setAside(false);
    const win = doc.defaultView;
    let frame = 0;
    const onFocus = (e: FocusEvent) => {
      const target = e.target as Element | null;
      if (!target?.getBoundingClientRect) return;
      if (el.contains(target)) return setAside(false);
      // Measured once the browser has scrolled the focused element into view.
      win.cancelAnimationFrame(frame);
      frame = win.requestAnimationFrame(() => {
        const [a, b] = [el.getBoundingClientRect(), target.getBoundingClientRect()];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) setAside(true);
      });
    };
    doc.addEventListener('focusin', onFocus);
    return () => {
      win.cancelAnimationFrame(frame);
      doc.removeEventListener('focusin', onFocus);
    };
  }, [ref, active]);
  return aside;
}
