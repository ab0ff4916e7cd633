/** Hash links on the home page stop this far above their section (the sticky header sits there). */
export const ANCHOR_OFFSET_PX = 100;
/** At this width and above the full menu shows and the burger menu closes itself. */
export const DESKTOP_MIN_WIDTH = 1170;

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The section id a link scrolls to, or null when the link should navigate as usual: only on the home
 * page, only for a hash link to the page we are on (same origin and path).
 */
export function hashTarget(href: string, here: string, isHome: boolean): string | null {
  if (!isHome) return null;
  let url: URL;
  let current: URL;
  try {
    current = new URL(here);
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || trimSlash(url.pathname) !== trimSlash(current.pathname)) return null;
  const id = url.hash.slice(1);
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** Where the page scrolls for a section whose top is `sectionTop` px from the viewport top. Never above 0. */
export function scrollTarget(sectionTop: number, scrollY: number, offset = ANCHOR_OFFSET_PX): number {
  return Math.max(0, Math.round(scrollY + sectionTop - offset));
}
