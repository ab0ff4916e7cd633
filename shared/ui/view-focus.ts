/** A view's own heading: the first h1 or h2 inside it. */
const HEADING = 'h1, h2';

function give(heading: HTMLElement) {
  heading.setAttribute('tabindex', '-1');
  heading.classList.add('wgt-view-heading');
  heading.focus({ preventScroll: true });
}

/**
 * A view that replaces the one holding the focus gives the focus to its heading, made focusable (tabindex -1) and
 * ringed (`.wgt-view-heading`, base.css), so a screen reader names the new view and Tab goes on from its top. While
 * the view's part or data loads there is no heading yet: `box` (focusable) holds the focus meanwhile and hands it on
 * as soon as the heading appears, unless the player has moved it. Returns the cancel function.
 */
export function focusViewHeading(box: HTMLElement): () => void {
  const now = box.querySelector<HTMLElement>(HEADING);
  if (now) {
    give(now);
    return () => {};
  }
  box.focus({ preventScroll: true });
  const doc = box.ownerDocument;
  const watch = new MutationObserver(() => {
    const active = doc.activeElement;
    if (active !== box && active !== doc.body && active !== null) return watch.disconnect();
    const heading = box.querySelector<HTMLElement>(HEADING);
    if (!heading) return;
    watch.disconnect();
    give(heading);
  });
  watch.observe(box, { childList: true, subtree: true });
  return () => watch.disconnect();
}
