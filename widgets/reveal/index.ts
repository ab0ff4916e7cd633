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
 * enter the view, one after another, with the browser's own `element.animate()` (Web Animations). Items hide
 * only once this runs, and only those the observer's first report finds below the fold, so without script
 * (or under prefers-reduced-motion, or without IntersectionObserver or `animate`) everything simply stays visible.
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
    if (
      win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ||
      !('IntersectionObserver' in win) ||
      typeof win.Element.prototype.animate !== 'function'
    )
      return;
    const marked = [...el.querySelectorAll<HTMLElement>('[data-reveal]')];
    const items = marked.length > 0 ? marked : el.children.length > 0 ? ([...el.children] as HTMLElement[]) : [el];
    // No layout read on mount: each item's first IntersectionObserver entry (delivered for every observed
    // target, after the browser's own layout) says where it is. Items below the fold hide and wait;
    // the others stay as they are and are no longer watched.
    const decided = new WeakSet<Element>();
    const running = new Set<Animation>();
    const observer = new win.IntersectionObserver(
      (entries) => {
        const entering: HTMLElement[] = [];
        for (const entry of entries) {
          const item = entry.target as HTMLElement;
          if (!decided.has(item)) {
            decided.add(item);
            if (entry.boundingClientRect.top < win.innerHeight) {
              observer.unobserve(item);
              continue;
            }
            item.classList.add(PENDING_CLASS);
          }
          if (entry.isIntersecting) entering.push(item);
        }
        entering.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
        const delays = revealDelays(entering.length, props.interval);
        entering.forEach((item, i) => {
          observer.unobserve(item);
          // fill 'both': held at the start through the delay and at the end until the class is gone; then
          // cancelled, so no inline style or held effect outlives it (the host's :hover transforms still apply).
          const animation = item.animate(
            { opacity: [0, 1], transform: [startTransform(props.origin, props.distance), 'none'] },
            { duration: props.duration, delay: delays[i], easing: 'ease-out', fill: 'both' },
          );
          running.add(animation);
          const done = () => {
            item.classList.remove(PENDING_CLASS);
            running.delete(animation);
            animation.cancel();
          };
          animation.finished.then(done, done);
        });
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    items.forEach((item) => observer.observe(item));
    return () => {
      observer.disconnect();
      running.forEach((animation) => animation.cancel());
      items.forEach((item) => item.classList.remove(PENDING_CLASS));
    };
  },
});
