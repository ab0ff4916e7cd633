import { animate } from 'motion/mini';
import { defaulted, enums, type } from 'superstruct';
import { defineWidget } from '../../shared/runtime/define';
import { intOption } from '../../shared/runtime/options';
import { enhanceReveal, type RevealProps } from './enhance';
import { REVEAL } from './timing';

export { PENDING_CLASS } from './enhance';

/**
 * Scroll reveal: the mount point's `[data-reveal]` items (or its children) slide in from below as they
 * enter the view, one after another, animated by motion/mini's `animate` (docs/widgets/reveal.md). The
 * home page's reveals are deferred mount points, so motion is not part of any page's first wave.
 */
export default defineWidget<RevealProps>({
  name: 'reveal',
  options: type({
    duration: intOption(0, 5000, REVEAL.duration),
    distance: intOption(0, 1000, REVEAL.distance),
    interval: intOption(0, 5000, REVEAL.interval),
    origin: defaulted(enums(['bottom', 'top', 'left', 'right'] as const), REVEAL.origin),
  }),
  enhance: ({ el, props }) => enhanceReveal(el, props, animate),
});
