import { defineWidget } from '../../shared/runtime/define';
import { isLocale, localeHref, type Locale } from '../../shared/i18n/locales';

/**
 * Language dropdown (WAI-ARIA menu button): `[data-language-button]` opens `[data-language-menu]`,
 * whose links (`hreflang`, one of LOCALES) lead to the current path in that language (ru without prefix).
 */
export default defineWidget({
  name: 'language',
  enhance({ el, services }) {
    const doc = el.ownerDocument;
    const win = doc.defaultView!;
    const button = el.querySelector<HTMLButtonElement>('[data-language-button]');
    const menu = el.querySelector<HTMLElement>('[data-language-menu]');
    if (!button || !menu) return;
    const items = [...menu.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].filter((a) => isLocale(a.hreflang));

    menu.id ||= `${services.instanceId}-menu`;
    menu.setAttribute('role', 'menu');
    if (!menu.hasAttribute('aria-label') && !menu.hasAttribute('aria-labelledby')) {
      button.id ||= `${services.instanceId}-button`;
      menu.setAttribute('aria-labelledby', button.id);
    }
    button.setAttribute('aria-haspopup', 'menu');
    button.setAttribute('aria-controls', menu.id);
    items.forEach((a) => {
      a.setAttribute('role', 'menuitem');
      a.tabIndex = -1;
      a.parentElement?.setAttribute('role', 'none');
      const href = services.nav.url(localeHref(win.location, a.hreflang as Locale), 'site');
      if (href) a.setAttribute('href', href);
    });

    const isOpen = () => button.getAttribute('aria-expanded') === 'true';
    const open = (focus: number | null) => {
      button.setAttribute('aria-expanded', 'true');
      menu.hidden = false;
      if (focus !== null) items.at(focus)?.focus();
    };
    const close = (returnFocus: boolean) => {
      button.setAttribute('aria-expanded', 'false');
      menu.hidden = true;
      if (returnFocus) button.focus();
    };
    close(false);

    const buttonKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : -1);
    };
    const clickButton = () => (isOpen() ? close(false) : open(0));
    const menuKey = (event: KeyboardEvent) => {
      const at = items.indexOf(doc.activeElement as HTMLAnchorElement);
      const n = items.length;
      const next = { ArrowDown: (at + 1) % n, ArrowUp: (at - 1 + n) % n, Home: 0, End: n - 1 }[event.key];
      if (next !== undefined) {
        event.preventDefault();
        items[next]?.focus();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        close(false);
      }
    };
    const outside = (event: Event) => {
      if (isOpen() && !el.contains(event.target as Node)) close(false);
    };

    button.addEventListener('keydown', buttonKey);
    button.addEventListener('click', clickButton);
    menu.addEventListener('keydown', menuKey);
    doc.addEventListener('pointerdown', outside);
    const focusout = (event: FocusEvent) => {
      if (isOpen() && event.relatedTarget && !el.contains(event.relatedTarget as Node)) close(false);
    };
    el.addEventListener('focusout', focusout);
    return () => {
      button.removeEventListener('keydown', buttonKey);
      button.removeEventListener('click', clickButton);
      menu.removeEventListener('keydown', menuKey);
      doc.removeEventListener('pointerdown', outside);
      el.removeEventListener('focusout', focusout);
    };
  },
});
