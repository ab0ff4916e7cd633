const holders = new WeakMap<Document, number>();
export const SCROLL_LOCK_CLASS = 'wgt-scroll-lock';

/**
 * Stops the page from scrolling until every holder has released it, so a modal opened from the
 * burger menu (or the other way round) does not unlock the page when the first of them closes.
 * Returns the release function; calling it twice releases once.
 */
export function lockScroll(doc: Document): () => void {
  holders.set(doc, (holders.get(doc) ?? 0) + 1);
  doc.documentElement.classList.add(SCROLL_LOCK_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(doc) ?? 1) - 1;
    holders.set(doc, left);
    if (left === 0) doc.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  };
}
