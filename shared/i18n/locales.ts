/** The site's languages, the first being the default (the address without a prefix). */
export const LOCALES = ['ru', 'uk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
