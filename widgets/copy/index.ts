import { copy as copyDict } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { translator } from '../../shared/i18n/translator';
import { createCopier } from '../../shared/ui/use-copy';

export const ACTIVE_CLASS = 'wgt-copy--active';

/**
 * Click-to-copy: the mount point (or the button inside it) copies the text of its `[data-copy-text]`
 * element and carries `wgt-copy--active` and `data-copied="Copied"` for 1 s (shared/ui/use-copy.ts), which
 * base.css shows as a label above it; a hidden live region says "copied".
 */
export default defineWidget({
  name: 'copy',
  messages: [copyDict],
  enhance({ el, services }) {
    const { t } = translator(services.i18n, copyDict);
    const doc = el.ownerDocument;
    const source = el.querySelector<HTMLElement>('[data-copy-text]');
    const fixed = source ? '' : (el.textContent ?? '').trim();
    const status = doc.createElement('span');
    status.className = 'wgt-visually-hidden';
    status.setAttribute('role', 'status');
    // A live region inside a button would become part of its name; beside it, it is announced on its own.
    if (el.matches('button, a')) el.after(status);
    else el.append(status);

    const copier = createCopier(services, (copied) => {
      el.classList.toggle(ACTIVE_CLASS, copied);
      // The word itself, which base.css shows beside the control: feedback in words, not a colour alone.
      if (copied) el.setAttribute('data-copied', t('copy.copied'));
      else el.removeAttribute('data-copied');
      status.textContent = copied ? t('copy.copied') : '';
    });
    const click = (event: Event) => {
      if ((event.target as Element).closest?.('a')) return;
      void copier.copy(source ? (source.textContent ?? '').trim() : fixed);
    };
    el.addEventListener('click', click);
    return () => {
      copier.dispose();
      el.removeEventListener('click', click);
      status.remove();
    };
  },
});
