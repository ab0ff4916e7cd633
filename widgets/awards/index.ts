import { awards as awardsDict } from './messages';
import { translator } from '../../shared/i18n/translator';
import { defineWidget } from '../../shared/runtime/define';

/**
 * Awards expander: `[data-awards-toggle]` shows and hides the `[data-awards-extra]` items (rendered
 * hidden). Labels: `data-label-more` / `data-label-less` on the button, or the widget's own strings.
 */
export default defineWidget({
  name: 'awards',
  messages: [awardsDict],
  enhance({ el, services }) {
    const button = el.querySelector<HTMLButtonElement>('[data-awards-toggle]');
    const extras = [...el.querySelectorAll<HTMLElement>('[data-awards-extra]')];
    if (!button || extras.length === 0) return;
    const { t } = translator(services.i18n, awardsDict);
    const list = extras[0]!.parentElement!;
    list.id ||= `${services.instanceId}-list`;
    button.setAttribute('aria-controls', list.id);
    // The server's own button text is the "more" label unless data-label-more says otherwise.
    const more = button.dataset.labelMore ?? (button.textContent?.trim() || t('awards.more'));
    const label = (open: boolean) => (open ? (button.dataset.labelLess ?? t('awards.less')) : more);
    const set = (open: boolean) => {
      extras.forEach((item) => (item.hidden = !open));
      button.setAttribute('aria-expanded', String(open));
      el.classList.toggle('is-expanded', open);
      const text = label(open);
      if (button.textContent !== text) button.textContent = text;
    };
    set(false);
    const toggle = () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      set(open);
      // The first newly shown award is where reading continues.
      if (open) extras[0]!.querySelector<HTMLElement>('a, button, [tabindex]')?.focus();
    };
    button.addEventListener('click', toggle);
    return () => button.removeEventListener('click', toggle);
  },
});
