import { animate } from 'motion/mini';

type Keyframes = Record<'opacity' | 'transform', (string | number)[]>;

/**
 * motion/mini's `animate` for a widget's animation a player sees (the accordion's opening item, the
 * banner's closing card). Loaded with `import()` on the interaction that needs it (size-budgets.json
 * "onDemand"), so no page carries it before. motion leaves an animation's end state inline; when it ends,
 * the element's own inline values of the animated properties are put back (not after an exit: the
 * element goes), so nothing outlives it.
 * Resolves when the animation is over (or could not run: an animation is never a reason to fail).
 */
export function play(
  el: HTMLElement,
  keyframes: Keyframes,
  options: { duration: number; ease: 'easeOut' | 'easeIn' },
  /** An exit (the element goes once it is over): its end state stays until then. */
  exit = false,
) {
  const before = { opacity: el.style.opacity, transform: el.style.transform };
  const restore = () => void (exit || Object.assign(el.style, before));
  return new Promise<void>((resolve) => {
    animate(el, keyframes, options).then(restore, restore).then(resolve);
  }).catch(restore);
}
