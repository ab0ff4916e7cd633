/**
 * What a screen reader would be told: every text a live region (aria-live, role=status/alert) takes while
 * recording, in order, an empty text skipped. A region that appears with text counts as it appears.
 */
export function recordLiveRegions(root: Node = document.body) {
  const said: string[] = [];
  const live = (el: Element | null) =>
    el?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]');
  const last = new Map<Element, string>();
  const note = (region: Element) => {
    const text = (region.textContent ?? '').trim();
    if (text && last.get(region) !== text) said.push(text);
    last.set(region, text);
  };
  for (const region of (root as Element).querySelectorAll?.('[aria-live], [role="status"], [role="alert"]') ?? [])
    last.set(region, (region.textContent ?? '').trim());
  const observer = new MutationObserver((records) => {
    const touched = new Set<Element>();
    for (const r of records) {
      const target = r.target instanceof Element ? r.target : r.target.parentElement;
      const region = live(target);
      if (region) touched.add(region);
      for (const added of r.addedNodes)
        if (added instanceof Element) {
          const inner = added.matches('[aria-live], [role="status"], [role="alert"]')
            ? [added]
            : [...added.querySelectorAll('[aria-live], [role="status"], [role="alert"]')];
          for (const el of inner) touched.add(el);
        }
    }
    for (const region of touched) if (region.isConnected) note(region);
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return {
    said,
    stop: () => {
      for (const region of [...last.keys()].filter((r) => r.isConnected)) note(region);
      observer.disconnect();
      return said;
    },
  };
}
