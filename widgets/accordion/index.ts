import { defineWidget } from '../../shared/runtime/define';
import { mayAnimate } from '../../shared/ui/reduced-motion';

/** The new item opens this long after the current one closed (docs/widgets/accordion.md). */
export const SWITCH_DELAY_MS = 300;
export const ACTIVE_CLASS = 'is-active';
/** The opening item's body fades in and slides down into place. */
const OPENING = { opacity: [0, 1], transform: ['translateY(-8px)', 'none'] };

/**
 * Benefits accordion: `[data-accordion-item]`s, each with a `[data-accordion-title]` button and a
 * `[data-accordion-body]`. Exactly one item is open; a click on another title closes the open one and,
 * 300 ms later, opens the clicked one, which slides in with motion (shared/ui/motion.ts, requested on the
 * click, so it is there when the item opens; none under reduced motion).
 */
export default defineWidget({
  name: 'accordion',
  enhance({ el, services }) {
    const items = [...el.querySelectorAll<HTMLElement>('[data-accordion-item]')]
      .map((item, i) => {
        const title = item.querySelector<HTMLElement>('[data-accordion-title]')!;
        const body = item.querySelector<HTMLElement>('[data-accordion-body]')!;
        title.id ||= `${services.instanceId}-title-${i}`;
        body.id ||= `${services.instanceId}-body-${i}`;
        title.setAttribute('aria-controls', body.id);
        body.setAttribute('role', 'region');
        body.setAttribute('aria-labelledby', title.id);
        return { item, title, body };
      })
      .filter((x) => x.title && x.body);

    const set = (i: number, open: boolean) => {
      const { item, title, body } = items[i]!;
      item.classList.toggle(ACTIVE_CLASS, open);
      title.setAttribute('aria-expanded', String(open));
      body.hidden = !open;
    };
    const first = items.findIndex(({ body }) => !body.hidden);
    let active: number | null = first >= 0 ? first : 0;
    let pending: { index: number; cancel: () => void } | null = null;
    items.forEach((_, i) => set(i, i === active));

    const click = (event: Event) => {
      const index = items.findIndex(({ title }) => title.contains(event.target as Node));
      if (index < 0 || index === active || index === pending?.index) return;
      pending?.cancel();
      if (active !== null) set(active, false);
      active = null;
      const { body } = items[index]!;
      const motion = mayAnimate(body) ? import('../../shared/ui/motion') : undefined;
      pending = {
        index,
        cancel: services.clock.timeout(() => {
          pending = null;
          active = index;
          set(index, true);
          motion?.then(
            ({ play }) => play(body, OPENING, { duration: SWITCH_DELAY_MS / 1000, ease: 'easeOut' }),
            () => {}, // no animation without its file; the item is open all the same
          );
        }, SWITCH_DELAY_MS),
      };
    };
    el.addEventListener('click', click);
    return () => {
      pending?.cancel();
      el.removeEventListener('click', click);
    };
  },
});
