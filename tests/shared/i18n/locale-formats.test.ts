// Every locale of shared/i18n/locales.ts, each checked against the browser's own rules: a locale added to
// the list is tested here with no test edited (numbers, money, dates and plurals are written by hand or by
// our dictionaries, and a wrong one is easy to miss by eye).
import { describe, expect, it } from 'vitest';
import type { Dictionary, Messages } from '../../../shared/i18n';
import { createI18n } from '../../../shared/i18n';
import { formatMoney, formatNumber } from '../../../shared/i18n/format';
import { LOCALES } from '../../../shared/i18n/locales';
import { isPluralForms } from '../../../shared/i18n/plural';

const modules = import.meta.glob<Record<string, Dictionary>>(
  ['../../../widgets/**/{messages,*.messages}.ts', '../../../shared/**/*.messages.ts'],
  { eager: true },
);
const dictionaries = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, dictionary]) => ({
    where: `${file.replace(/^(\.\.\/)+/, '')} ${name}`,
    dictionary,
  })),
);

/** Every plural-forms entry of a locale's messages, with its key. */
function pluralEntries(messages: Messages, prefix = ''): [string, Record<string, string>][] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPluralForms(value)) return [[path, value as unknown as Record<string, string>]];
    return typeof value === 'object' && value !== null ? pluralEntries(value as Messages, path) : [];
  });
}

describe.each(LOCALES)('%s', (locale) => {
  it('writes numbers and money as Intl.NumberFormat does', () => {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const eur = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    });
    for (const n of [0, 7, 1234, 12345.5, -1234567.891, 1e9]) {
      expect(formatNumber(locale, n), `${n}`).toBe(whole.format(n));
      expect(formatMoney(locale, n), `${n} EUR`).toBe(eur.format(n));
    }
  });

  it('has every plural form its language needs (Intl.PluralRules), in every dictionary', () => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = dictionaries.flatMap(({ where, dictionary }) =>
      pluralEntries(dictionary[locale]).flatMap(([key, forms]) =>
        needed.filter((category) => !forms[category]).map((category) => `${where} ${key}.${category}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('counts with the form Intl.PluralRules picks', () => {
    const rules = new Intl.PluralRules(locale);
    const i18n = createI18n(locale);
    const forms = Object.fromEntries(rules.resolvedOptions().pluralCategories.map((c) => [c, `${c} {{n}}`]));
    i18n.add(Object.fromEntries(LOCALES.map((l) => [l, { w: forms }])) as unknown as Dictionary);
    for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1000]) {
      expect(i18n.tn('w', n), `${n}`).toBe(`${rules.select(n)} ${n}`);
    }
  });
});
