import { lazyPart } from './lazy-part';
import { checkAttributes, sanitizerConfig, type SvgProfile } from './sanitize-policy';

/**
 * Server markup into the DOM, sanitized: the one place that chooses how (README "Security model").
 * Where the browser has the HTML Sanitizer API (`Element.setHTML`), it sanitizes with the allow-list in
 * shared/ui/sanitize-policy.ts while it parses, straight into the element: no string is parsed twice
 * (no mutation XSS) and setHTML is no Trusted Types sink. Elsewhere DOMPurify (shared/ui/purify.ts)
 * is imported once, on the first need, and its TrustedHTML goes to `innerHTML`.
 */
type SetHTML = (html: string, options: { sanitizer: SanitizerConfig }) => void;

const purify = lazyPart(() => import('./purify'));

/** True where the browser sanitizes (read at every call, so a test can take `setHTML` away). */
export function nativeSanitizer(): boolean {
  return typeof Element === 'function' && typeof (Element.prototype as { setHTML?: SetHTML }).setHTML === 'function';
}

/** True once markup can be set without waiting: always where native, after `loadSanitizer()` elsewhere. */
export function sanitizerReady(): boolean {
  return nativeSanitizer() || purify.loaded() !== undefined;
}

/** Resolves once `sanitizerReady()`; brings DOMPurify's chunk where needed (again after a failure). */
export function loadSanitizer(): Promise<void> {
  if (sanitizerReady()) return Promise.resolve();
  return purify.load().then(() => {});
}

/**
 * `data` once it has arrived and markup can be shown: a loader whose answer carries markup wraps its
 * request in this, so the view appears whole, never growing when the fallback sanitizer arrives.
 */
export function withSanitizer<T>(data: Promise<T>): Promise<T> {
  return Promise.all([data, loadSanitizer()]).then(([value]) => value);
}

/**
 * Replaces the children of `el` by `html`, sanitized; false (nothing done) until `sanitizerReady()`.
 * `svg`: SVG allowed too (shared/ui/sanitize-svg.ts).
 */
export function setMarkup(el: Element, html: string, svg?: SvgProfile): boolean {
  const fallback = purify.loaded();
  if (nativeSanitizer()) {
    (el as Element & { setHTML: SetHTML }).setHTML(html, { sanitizer: sanitizerConfig(svg) });
    checkAttributes(el);
  } else if (fallback) {
    el.innerHTML = fallback.sanitize(html, { svg: !!svg });
  } else return false;
  return true;
}
