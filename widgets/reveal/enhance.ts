import type { animate } from 'motion/mini';
import { mayAnimate } from '../../shared/ui/reduced-motion';
import { revealDelays, startTransform, type Origin } from './timing';

export const PENDING_CLASS = 'wgt-reveal-pending';

export interface RevealProps {
  duration: number;
  distance: number;
  interval: number;
  origin: Origin;
}

/** motion/mini's `animate` (the widget passes it; the component tests pass a recorder: motion needs real elements). */
export type Animate = typeof animate;

/**
 * The reveal itself: items hide only once this runs, and only those the observer's first report finds
 * below the fold, so without script (or under prefers-reduced-motion, or without IntersectionObserver or
 * the Web Animations API motion/mini runs on) everything simply stays visible.
 */
export function enhanceReveal(el: HTMLElement, props: RevealProps, animate: Animate): (() => void) | undefined {
  const win = el.ownerDocument.defaultView!;
  if (!mayAnimate(el) || !('IntersectionObserver' in win)) return undefined;
  const marked = [...el.querySelectorAll<HTMLElement>('[data-reveal]')];
  const items = marked.length > 0 ? marked : el.children.length > 0 ? ([...el.children] as HTMLElement[]) : [el];
  // No layout read on mount: each item's first IntersectionObserver entry (delivered for every observed
  // target, after the browser's own layout) says where it is. Items below the fold hide and wait;
  // the others stay as they are and are no longer watched.
  const decided = new WeakSet<Element>();
  const running = new Set<{ cancel(): void }>();
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
        const { opacity, transform } = item.style;
        const controls = animate(
          item,
          { opacity: [0, 1], transform: [startTransform(props.origin, props.distance), 'none'] },
          { duration: props.duration / 1000, delay: delays[i]! / 1000, ease: 'easeOut' },
        );
        running.add(controls);
        // motion leaves the end state inline (opacity 1, transform none): put back what the item had, so
        // nothing outlives the animation and the host's :hover transforms still apply.
        const done = () => {
          running.delete(controls);
          item.classList.remove(PENDING_CLASS);
          Object.assign(item.style, { opacity, transform });
        };
        controls.then(done, done);
      });
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  items.forEach((item) => observer.observe(item));
  return () => {
    observer.disconnect();
    running.forEach((controls) => controls.cancel());
    items.forEach((item) => item.classList.remove(PENDING_CLASS));
  };
}
