import type { Locale } from './locales';

/** Forms of a counted word; ru/uk use one/few/many, en one/other. `other` is the fallback (and fractions). */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

/**
 * CLDR's cardinal rules for ru, uk and en, written out: the same answers as Intl.PluralRules (a test
 * compares them) without loading locale data on the first render.
 */
export function pluralCategory(locale: Locale, n: number): Intl.LDMLPluralRule {
  if (!Number.isInteger(n)) return 'other';
  if (locale === 'en') return n === 1 || n === -1 ? 'one' : 'other';
  const abs = Math.abs(n);
  const d10 = abs % 10;
  const d100 = abs % 100;
  if (d10 === 1 && d100 !== 11) return 'one';
  if (d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14)) return 'few';
  return 'many';
}

export const isPluralForms = (value: unknown): value is PluralForms =>
  typeof value === 'object' && value !== null && 'one' in value && 'other' in value;
