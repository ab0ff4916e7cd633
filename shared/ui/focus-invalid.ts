import type { I18n } from '../i18n';
import { translator } from '../i18n/translator';
import { focusInvalid as words } from './focus-invalid.messages';
import { mayAnimate } from './reduced-motion';

/**
 * Takes the player to what needs fixing: the first field marked aria-invalid in `box` is scrolled to the middle
 * of the screen and focused, and screen readers hear how many fields need fixing, through the page's one hidden
 * live region (`[data-wgt-announcer]`, made at the first use; the same sentence twice is said twice). Loaded on
 * the first failed submit (shared/ui/use-invalid-focus.ts), so no page pays for it before.
 */
export function focusFirstInvalid(box: HTMLElement, i18n: I18n): void {
  const invalid = [...box.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const first = invalid[0];
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: mayAnimate(first) ? 'smooth' : 'auto' });
  first.focus({ preventScroll: true });
  const text = translator(i18n, words).tn('form.fix', invalid.length, { n: invalid.length });
  const doc = box.ownerDocument;
  let region = doc.querySelector<HTMLElement>('[data-wgt-announcer]');
  if (!region) {
    region = doc.createElement('div');
    region.className = 'wgt-visually-hidden';
    region.setAttribute('data-wgt-announcer', '');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'assertive');
    doc.body.append(region);
  }
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}
