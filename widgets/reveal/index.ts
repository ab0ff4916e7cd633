import { animate } from 'motion/mini';
import { defaulted, enums, type } from 'superstruct';
import { defineWidget } from '../../shared/runtime/define';
import { intOption } from '../../shared/runtime/options';
import { REVEAL, revealDelays, startTransform, type Origin } from './timing';

export const PENDING_CLASS = 'wgt-reveal-pending';

interface RevealProps {
  duration: number;
  distance: number;
  interval: number;
  origin: Origin;
}

/**
 * Scroll reveal: the mount point's `[data-reveal]` items (or its children) slide in from below as they
 * enter the view, one after another. Items hide only once this runs, and only those still below the
 * fold, so without script (or under prefers-reduced-motion) everything simply stays visible.
 */
export default defineWidget<RevealProps>({
  name: 'reveal',
  options: type({
    duration: intOption(0, 5000, REVEAL.duration),
    distance: intOption(0, 1000, REVEAL.distance),
    interval: intOption(0, 5000, REVEAL.interval),
    origin: defaulted(enums(['bottom', 'top', 'left', 'right'] as const), REVEAL.origin),
  }),
  enhance({ el, props }) {
    const win = el.ownerDocument.defaultView!;
    if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in win)) return;
    const marked = [...el.querySelectorAll<HTMLElement>('[data-reveal]')];
    const items = marked.length > 0 ? marked : el.children.length > 0 ? ([...el.children] as HTMLElement[]) : [el];
    const waiting = items.filter((item) => item.getBoundingClientRect().top >= win.innerHeight);
    waiting.forEach((item) => item.classList.add(PENDING_CLASS));

    const observer = new win.IntersectionObserver(
      (entries) => {
        const entering = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
        entering.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
        const delays = revealDelays(entering.length, props.interval);
        entering.forEach((item, i) => {
          observer.unobserve(item);
          const done = () => item.classList.remove(PENDING_CLASS);
          animate(
            item,
            { opacity: [0, 1], transform: [startTransform(props.origin, props.distance), 'none'] },
            { duration: props.duration / 1000, delay: delays[i]! / 1000, ease: 'easeOut' },
          ).then(done, done);
        });
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    waiting.forEach((item) => observer.observe(item));
    return () => {
      observer.disconnect();
      waiting.forEach((item) => item.classList.remove(PENDING_CLASS));
    };
  },
});
