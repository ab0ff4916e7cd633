/** Whether the player asked for reduced motion: the one place that reads it (a lint rule keeps it one). */
export function prefersReducedMotion(win: Window | null | undefined): boolean {
  return !!win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Whether an element may be animated: the player has not asked for reduced motion and the browser has
 * the Web Animations API motion/mini runs on (shared/ui/motion.ts, loaded only when this says yes).
 */
export function mayAnimate(el: Element): boolean {
  const win = el.ownerDocument.defaultView;
  return !!win && !prefersReducedMotion(win) && typeof win.Element.prototype.animate === 'function';
}
