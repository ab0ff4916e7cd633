import type { Services } from '../../shared/runtime/services';
import { translator } from '../../shared/i18n/translator';
import { nav } from './messages';
import { inertAround } from '../../shared/ui/inert';
import { lockScroll } from '../../shared/ui/scroll-lock';
import { DESKTOP_MIN_WIDTH } from './scroll';

export const OPEN_CLASS = 'wgt-nav-open';

/**
 * The mobile menu as a disclosure: `[data-nav-burger]` (a button) shows and hides `[data-nav-menu]`. Opening it
 * moves the focus to its first link (the menu comes before the burger in the markup, so Tab alone would go on
 * behind it); while open the page does not scroll and everything but the header is inert (from the frame after
 * it opens); Escape, a link click
 * and a desktop-wide window close it, Escape with the focus back on the burger. The page stays where the player
 * had scrolled it, open and after closing (no focus scrolls it; a link click's own navigation still does).
 */
export function enhanceBurger(el: HTMLElement, { i18n, instanceId }: Services) {
  const { t } = translator(i18n, nav);
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  const button = el.querySelector<HTMLButtonElement>('[data-nav-burger]');
  const menu = el.querySelector<HTMLElement>('[data-nav-menu]');
  if (!button || !menu) return { close: () => {}, destroy: () => {} };

  menu.id ||= `${instanceId}-menu`;
  button.setAttribute('aria-controls', menu.id);
  const label = button.querySelector('[data-nav-burger-label]') ?? button;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  let release: (() => void) | undefined;
  // Where the player was on the page when the menu opened: focusing and closing must not move them.
  let place = 0;
  const set = (open: boolean, returnFocus: boolean) => {
    const was = isOpen();
    button.setAttribute('aria-expanded', String(open));
    label.textContent = t(open ? 'nav.close' : 'nav.open');
    el.classList.toggle(OPEN_CLASS, open);
    if (open && !release) {
      place = win.scrollY;
      const unlock = lockScroll(doc);
      // The page behind goes inert once the open menu has been painted: marking it makes the browser
      // restyle the whole page, which before the paint the player waited for (INP 80 ms against 48 at 4x
      // CPU, bench). The focus is in the menu already, and Tab goes round the header meanwhile.
      let outside = () => {};
      let timer = 0;
      const frame = win.requestAnimationFrame(() => {
        timer = win.setTimeout(() => (outside = inertAround(el)));
      });
      release = () => (win.cancelAnimationFrame(frame), win.clearTimeout(timer), unlock(), outside());
    } else if (!open && release) {
      release();
      release = undefined;
      if (win.scrollY !== place) win.scrollTo({ top: place, behavior: 'instant' });
    }
    const first = menu.querySelector<HTMLElement>('a[href], button:not([disabled])');
    if (open && !was) first?.focus({ preventScroll: true });
    if (returnFocus) button.focus({ preventScroll: true });
  };
  set(false, false);

  const toggle = () => set(!isOpen(), false);
  const keydown = (event: KeyboardEvent) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      set(false, el.contains(doc.activeElement) || doc.activeElement === doc.body);
    } else if (event.key === 'Tab') {
      // The page behind is inert: Tab goes round the header (the bar and the menu) instead of out of the page.
      const stops = [...el.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
        (s) => s.getClientRects().length > 0,
      );
      const edge = stops.at(event.shiftKey ? 0 : -1);
      if (edge && doc.activeElement === edge) {
        event.preventDefault();
        stops.at(event.shiftKey ? -1 : 0)?.focus();
      }
    }
  };
  const wide = win.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const resize = () => wide.matches && isOpen() && set(false, false);

  button.addEventListener('click', toggle);
  doc.addEventListener('keydown', keydown);
  wide.addEventListener('change', resize);
  return {
    close: (returnFocus: boolean) => isOpen() && set(false, returnFocus),
    destroy() {
      button.removeEventListener('click', toggle);
      doc.removeEventListener('keydown', keydown);
      wide.removeEventListener('change', resize);
      if (isOpen()) set(false, false);
    },
  };
}
