import { nav as navDict } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { isPlainClick } from '../../shared/ui/plain-click';
import { enhanceBurger } from './burger';
import { elementById } from '../../shared/runtime/host-page';
import { hashTarget, scrollTarget } from './scroll';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion';

/**
 * The site header: on the home page hash links scroll smoothly to their section, 100 px above it; the
 * mobile burger opens and closes the menu (a disclosure). Markup: see docs/widgets/nav.md.
 */
export default defineWidget({
  name: 'nav',
  messages: [navDict],
  enhance({ el, services }) {
    const win = el.ownerDocument.defaultView!;
    const burger = enhanceBurger(el, services);

    const click = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!link || !el.contains(link) || event.defaultPrevented || !isPlainClick(event)) return;
      burger.close(false);
      const id = hashTarget(link.getAttribute('href')!, win.location.href, services.config.isHome);
      const section = id ? elementById(el.ownerDocument, id) : null;
      if (!section) return;
      event.preventDefault();
      win.scrollTo({
        top: scrollTarget(section.getBoundingClientRect().top, win.scrollY),
        behavior: prefersReducedMotion(win) ? 'auto' : 'smooth',
      });
      services.nav.setHash(id!);
      // Keyboard users continue from the section, not from the link they left.
      if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
      section.focus({ preventScroll: true });
    };

    el.addEventListener('click', click);
    return () => {
      el.removeEventListener('click', click);
      burger.destroy();
    };
  },
});
