import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';

export const fallback: Locale = 'ru'; // expect: house/locale-literals
export type Prefixed = 'uk' | 'en'; // expect: house/locale-literals, house/locale-literals
export const english = (locale: Locale) => locale === 'en'; // expect: house/locale-literals
export const PREFIX = /^\/(uk|en)(?=\/|$)/; // expect: house/locale-literals
export const AUTH = /^\/(?:(?:en|uk)\/)?auth/; // expect: house/locale-literals
export const home = '/en/'; // expect: house/locale-literals
export const page = (id: number) => `/uk/donate/case/${id}`; // expect: house/locale-literals
export const Link = () => <a hrefLang="en" href="/terms" />; // expect: house/locale-literals

// Clean: derived from the module, and words that only contain a locale's letters.
export const first: Locale = DEFAULT_LOCALE;
export const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
export const words = ['enter', 'run', '/ukraine', 'ru-RU', 'en-GB'];
export const LETTERS = /^[a-z]+$/;
