import type { Locale } from './locales';

const PREFIX = /^\/(uk|en)(?=\/|$)/;

/**
 * The site path of a page in a locale: ru has no prefix, uk and en live under /uk/ and /en/ (the home
 * page keeps its trailing slash: '/en/'). Leading slashes and backslashes collapse to one, so no input
 * ('//evil.example/', '/en//evil.example/') becomes a protocol-relative link.
 */
export function localePath(locale: Locale, path: string): string {
  const clean = `/${path.replace(/^[/\\]+/, '')}`;
  return locale === 'ru' ? clean : `/${locale}${clean}`;
}

/** The same page in another language. */
export function switchLocale(pathname: string, target: Locale): string {
  return localePath(target, pathname.replace(/^[/\\]+/, '/').replace(PREFIX, ''));
}

/** switchLocale for a full location, keeping its query (flags such as ?csp=strict) and hash. */
export function localeHref(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  return switchLocale(location.pathname, target) + location.search + location.hash;
}
