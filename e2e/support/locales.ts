import { LOCALES, withLocale } from '../../shared/i18n/locales';

// The languages the specs read pages in, taken from the locale module (no list of their own): English for
// most assertions, Ukrainian where a second prefixed locale matters.
export const [, UK, EN] = LOCALES;

/** A page's address in English: en('/cabinet') is '/en/cabinet'. */
export const en = (path: string) => withLocale(EN, path);
export const uk = (path: string) => withLocale(UK, path);

/** An English address matcher: `re` after the prefix, enUrl(/\/cabinet$/) matches '…/en/cabinet'. */
export const enUrl = (re: RegExp) => new RegExp(`\\/${EN}${re.source}`, re.flags);
