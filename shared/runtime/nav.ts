import type { Locale } from '../i18n/locales';

/** Where the page is and how to leave it: the one place widgets reach `location` and `history`. */
export interface Nav {
  path(): string;
  search(): URLSearchParams;
  hash(): string;
  setHash(hash: string): void;
  /** Client-side route change (History API) and its back/forward counterpart. */
  push(url: string): void;
  onPop(fn: () => void): () => void;
  assign(url: string): void;
  reload(): void;
  /** '/auth' → '/auth' for ru, '/uk/auth' for uk, '/en/auth' for en. */
  localePath(path: string): string;
  title(text: string): void;
}

export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === 'ru' ? clean : `/${locale}${clean === '/' ? '' : clean}`;
}

export function createNav(win: Window, locale: Locale): Nav {
  const { location, history } = win;
  return {
    path: () => location.pathname,
    search: () => new URLSearchParams(location.search),
    hash: () => decodeURIComponent(location.hash.replace(/^#/, '')),
    setHash(hash) {
      const url = `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
      history.replaceState(history.state, '', url);
    },
    push(url) {
      history.pushState(null, '', url);
    },
    onPop(fn) {
      win.addEventListener('popstate', fn);
      return () => win.removeEventListener('popstate', fn);
    },
    assign: (url) => location.assign(url),
    reload: () => location.reload(),
    localePath: (path) => localePath(locale, path),
    title(text) {
      win.document.title = text;
    },
  };
}
