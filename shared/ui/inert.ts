/** Live regions stay out of it: an inert notice would no longer be announced. */
const LIVE = '[aria-live], [role="status"], [role="alert"], .wgt-notifications-host';

/**
 * Makes everything on the page but `keep` (and its ancestors) inert, as behind a modal: no focus, no clicks, out
 * of the accessibility tree. Returns the undo, which leaves alone what was inert before.
 */
export function inertAround(keep: Element): () => void {
  const body = keep.ownerDocument.body;
  const made: Element[] = [];
  for (let node: Element = keep; node !== body && node.parentElement; node = node.parentElement)
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.matches(LIVE)) continue;
      if (sibling.matches('script, style, link, template')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}
