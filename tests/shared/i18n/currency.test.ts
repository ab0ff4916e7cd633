/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { Dictionary, Messages } from '../../../shared/i18n';
import { formatMoney, formatMoneyText, formatPercent } from '../../../shared/i18n/format';
import { LOCALES } from '../../../shared/i18n/locales';

// Once: "OC" on the shop and "монет" in the cabinet, "5 $" in the referral tab, "2,50 EUR" in uk and
// "2,50 €" in ru. One money format per locale (Intl's currency style with the narrow sign) and one coin name.
describe('one currency name and format', () => {
  it.each([
    ['ru', '2,50\u00a0€', '5,00\u00a0$'],
    ['uk', '2,50\u00a0€', '5,00\u00a0$'],
    ['en', '€2.50', '$5.00'],
  ] as const)('%s: money as Intl writes it with the narrow currency sign', (locale, eur, usd) => {
    expect(formatMoney(locale, 2.5)).toBe(eur);
    expect(formatMoney(locale, 5, 'USD')).toBe(usd);
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' });
    expect(formatMoney(locale, 1234.5)).toBe(intl.format(1234.5));
  });

  it.each([
    ['ru', '5 $', '5,00\u00a0$'],
    ['uk', '320 $', '320,00\u00a0$'],
    ['en', '5 $', '$5.00'],
    ['en', '12.5 EUR', '€12.50'],
    ['ru', '€7', '7,00\u00a0€'],
    ['ru', 'five dollars', 'five dollars'],
    // Grouped thousands as an API writes them: never left bare beside the site's own money format.
    ['ru', '9 400 $', '9\u00a0400,00\u00a0$'],
    ['ru', '9\u00a0400,5 €', '9\u00a0400,50\u00a0€'],
    ['uk', '12 345 $', '12\u00a0345,00\u00a0$'],
    ['en', '$1,234.50', '$1,234.50'],
    ['en', '1.234,50 EUR', '€1,234.50'],
    ['en', '1,234 $', '$1,234.00'],
    ['en', '5,5 $', '$5.50'],
    ['en', '1,000,000 $', '$1,000,000.00'],
    ['ru', '12.5 EUR', '12,50\u00a0€'],
    ['ru', '1,2,3 $', '1,2,3 $'],
    ['ru', '1.234.5 $', '1.234.5 $'],
  ] as const)('%s: an API amount in text ("%s") is written by the same formatter', (locale, text, shown) => {
    expect(formatMoneyText(locale, text)).toBe(shown);
  });

  const modules = import.meta.glob<Record<string, Dictionary>>(
    ['../../../widgets/**/{messages,*.messages}.ts', '../../../shared/**/*.messages.ts'],
    { eager: true },
  );
  const texts = (m: Messages): string[] =>
    Object.values(m).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as Messages)));
  it.each(LOCALES)('%s: the coin is named one way (no "OC" beside "монет"/"coins")', (locale) => {
    const all = Object.values(modules).flatMap((exports) => Object.values(exports).flatMap((d) => texts(d[locale])));
    expect(all.filter((text) => /\bOC\b/.test(text))).toEqual([]);
  });

  it.each(LOCALES)('%s: a per cent (drop chances) as Intl writes it', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    for (const n of [0.5, 12.25, 40, 100, 0.01]) expect(formatPercent(locale, n)).toBe(intl.format(n / 100));
  });
});
