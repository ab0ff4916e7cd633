import { withLocale } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { safeUrl, type UrlKind } from './safe-url';

/** Where the page is and how to leave it: the one place widgets reach `location` and `history`. */
export interface Nav {
  path(): string;
  search(): URLSearchParams;
  hash(): string;
  setHash(hash: string): void;
  /** Takes a query parameter out of the address bar and this history entry (a one-time token, once read). */
  forgetQuery(name: string): void;
  /**
   * Client-side route change (History API): the new view opens from the top of the page, as a page load
   * would (back/forward restore their own scroll); and its back/forward counterpart.
   */
  push(url: string): void;
  onPop(fn: () => void): () => void;
  /** Leaves the page for a same-site, https or loopback address (safe-url.ts `navigate`); false when refused. */
  assign(url: string): boolean;
  reload(): void;
  /** An address from the API, markup or options checked by the URL policy (safe-url.ts); undefined when refused. */
  url(value: unknown, kind: UrlKind, embedHosts?: readonly string[]): string | undefined;
  /** '/auth' → '/auth' for ru, '/uk/auth' for uk, '/en/auth' for en. */
  localePath(path: string): string;
  title(text: string): void;
}

/** The bidi embedding, override, isolate and mark characters (ALM, LRM, RLM, LRE…RLO, LRI…PDI). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Percent-decoding that never throws: a malformed escape ('#%') leaves the text as it is. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function createNav(win: Window, locale: Locale, warn: (message: string) => void = () => {}): Nav {
  const { location, history } = win;
  const check = (url: unknown, kind: UrlKind, embedHosts?: readonly string[]) =>
    safeUrl(url, kind, { origin: location.origin, warn, embedHosts });
  return {
    path: () => location.pathname,
    search: () => new URLSearchParams(location.search),
    hash: () => safeDecode(location.hash.replace(/^#/, '')),
    setHash(hash) {
      const url = `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
      history.replaceState(history.state, '', url);
    },
    forgetQuery(name) {
      const search = new URLSearchParams(location.search);
      if (!search.has(name)) return;
      search.delete(name);
      const query = search.toString();
      history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    },
    push(url) {
      const safe = check(url, 'site');
      if (!safe) return;
      history.pushState(null, '', safe);
      win.scrollTo(0, 0);
    },
    onPop(fn) {
      win.addEventListener('popstate', fn);
      return () => win.removeEventListener('popstate', fn);
    },
    url: check,
    assign(url) {
      const safe = check(url, 'navigate');
      if (safe) location.assign(safe);
      return safe !== undefined;
    },
    reload: () => location.reload(),
    localePath: (path) => withLocale(locale, path),
    title(text) {
      // A title has no <bdi>: bidi controls from an API name (U+202E…) would reorder the whole title.
      win.document.title = text.replace(BIDI_CONTROLS, '');
    },
  };
}
