/**
 * Finds the elements matching a selector as they come into a document and as they leave it, and nothing
 * else: what becomes of them is its caller's (as Stimulus keeps its element observer apart from what
 * reacts to it).
 */
export interface ElementCallbacks {
  added(el: HTMLElement): void;
  removed(el: HTMLElement): void;
}

/** The elements in `root` that match, `root` itself first when it does. */
export function matchingIn(root: ParentNode, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  if (root instanceof HTMLElement && root.matches(selector)) found.unshift(root);
  return found;
}

/**
 * Reports each matching element added to `doc` (with its subtree) and each one that left it; one moved
 * within the document (removed and added in one batch) is still in it, so it is not reported removed.
 * Returns the stop.
 */
export function observeElements(doc: Document, selector: string, callbacks: ElementCallbacks): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => {
        if (node instanceof HTMLElement)
          matchingIn(node, selector).forEach((el) => !el.isConnected && callbacks.removed(el));
      });
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement) matchingIn(node, selector).forEach((el) => callbacks.added(el));
      });
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
