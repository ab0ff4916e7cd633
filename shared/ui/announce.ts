/**
 * Says a sentence to screen readers through the page's one hidden live region (`[data-wgt-announcer]`, made at
 * the first use). The same sentence twice is said twice: it changes by a trailing no-break space.
 */
export function announce(doc: Document, text: string): void {
  let region = doc.querySelector<HTMLElement>('[data-wgt-announcer]');
  if (!region) {
    region = doc.createElement('div');
    region.className = 'wgt-visually-hidden';
    region.setAttribute('data-wgt-announcer', '');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'assertive');
    doc.body.append(region);
  }
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}
