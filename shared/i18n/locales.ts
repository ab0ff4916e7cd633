/**
 * The locale module: the site's languages and their addresses. Every other list, type, prefix and
 * default derives from LOCALES (a lint rule refuses a locale literal anywhere else in widgets/ and shared/).
 */
export const LOCALES = ['ru', 'uk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The first locale: its pages have no prefix (/terms), the others live under /uk/ and /en/. */
export const DEFAULT_LOCALE = LOCALES[0];
export type DefaultLocale = typeof DEFAULT_LOCALE;

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

const PREFIX = new RegExp(`^/(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})(?=[/?#]|$)`);

/**
 * The site path of a page in a locale ('/en/terms'; the home page keeps its trailing slash: '/en/').
 * Leading slashes and backslashes collapse to one, so no input ('//evil.example/') becomes a
 * protocol-relative link.
 */
export function withLocale(locale: Locale, path: string): string {
  const clean = `/${path.replace(/^[/\\]+/, '')}`;
  return locale === DEFAULT_LOCALE ? clean : `/${locale}${clean}`;
}

/** withLocale's inverse: '/uk/donate?x' → { locale: 'uk', path: '/donate?x' }; a path with no prefix is the default's. */
export function stripLocale(address: string): { locale: Locale; path: string } {
  const path = address.replace(/^[/\\]+/, '/');
  const match = PREFIX.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The same page in another language. */
export const switchLocale = (pathname: string, target: Locale): string =>
  withLocale(target, stripLocale(pathname).path);

/** switchLocale for a full location, keeping its query (flags such as ?csp=strict) and hash. */
export function localeHref(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  return switchLocale(location.pathname, target) + location.search + location.hash;
}
