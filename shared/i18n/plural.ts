import type { Locale } from './locales';

/** Forms of a counted word; ru/uk use one/few/many, en one/other. `other` is the fallback (and fractions). */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const rulesCache = new Map<Locale, Intl.PluralRules>();

export function pluralCategory(locale: Locale, n: number): Intl.LDMLPluralRule {
  let rules = rulesCache.get(locale);
  if (!rules) rulesCache.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

/** Picks the form for `n`: plural('ru', 3, {one:'кейс', few:'кейса', many:'кейсов', other:'кейса'}) → 'кейса'. */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  const category = pluralCategory(locale, n);
  return (forms as unknown as Record<string, string | undefined>)[category] ?? forms.other;
}

export const isPluralForms = (value: unknown): value is PluralForms =>
  typeof value === 'object' && value !== null && 'one' in value && 'other' in value;
