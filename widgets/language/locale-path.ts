export type Locale = 'ru' | 'uk' | 'en';

/** The same page in another language: ru has no prefix, uk and en live under /uk/ and /en/. */
export function switchLocale(pathname: string, target: Locale): string {
  const rest = pathname.replace(/^\/(uk|en)(?=\/|$)/, '') || '/';
  if (target === 'ru') return rest;
  return rest === '/' ? `/${target}/` : `/${target}${rest}`;
}

/** switchLocale for a full location, keeping its query (flags such as ?csp=strict) and hash. */
export function localeHref(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  return switchLocale(location.pathname, target) + location.search + location.hash;
}
