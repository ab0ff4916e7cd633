import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyText, formatNumber, isKnownCurrency } from '../../../shared/i18n/format';
import { LOCALES } from '../../../shared/i18n/locales';

const EDGES = [0, -0, 1, -1, 999, 1000, 1234, 12345, -12345, 999999.5, 1e6, 2.5, -2.5, 3.5, 0.005, 1.005, 2.675];
const MORE = [-0.001, 0.125, 1234567.891, 9.995, -9.995, 99.995, 1e15 + 0.5, 2 ** 53, 1e21, 1.5e22, 1e-7, 0.1 + 0.2];
const money = (locale: string, currency: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

describe('formatNumber and formatMoney write what Intl.NumberFormat writes, without constructing it', () => {
  const Real = Intl.NumberFormat;
  afterEach(() => void (Intl.NumberFormat = Real));
  const forbidIntl = () => {
    Intl.NumberFormat = function () {
      throw new Error('Intl.NumberFormat constructed on the hot path');
    } as unknown as typeof Intl.NumberFormat;
  };

  it.each(LOCALES)('%s: whole numbers, NBSP grouping, half away from zero', (locale) => {
    const intl = new Real(locale, { maximumFractionDigits: 0 });
    const expected = [...EDGES, ...MORE].map((n) => intl.format(n));
    forbidIntl();
    expect([...EDGES, ...MORE].map((n) => formatNumber(locale, n))).toEqual(expected);
  });

  it.each(LOCALES.flatMap((l) => (['EUR', 'USD'] as const).map((c) => [l, c] as const)))(
    '%s: money in %s',
    (locale, currency) => {
      const intl = money(locale, currency);
      const expected = [...EDGES, ...MORE].map((n) => intl.format(n));
      forbidIntl();
      expect([...EDGES, ...MORE].map((n) => formatMoney(locale, n, currency))).toEqual(expected);
    },
  );

  it('keeps the no-break space Intl uses in ru and uk', () => {
    expect(formatNumber('ru', 12345)).toBe('12\u00a0345');
    expect(formatMoney('uk', 1234.5)).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoney('ru', 1234.5, 'RUB')).toBe('1\u00a0234,50\u00a0₽');
    expect(formatMoney('en', -1234.5)).toBe('-€1,234.50');
  });

  it.each(LOCALES)('%s: any double matches Intl (property)', (locale) => {
    const whole = new Real(locale, { maximumFractionDigits: 0 });
    const eur = money(locale, 'EUR');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (n) => {
        expect(formatNumber(locale, n)).toBe(whole.format(n));
        expect(formatMoney(locale, n)).toBe(eur.format(n));
      }),
      { numRuns: 500 },
    );
  });

  it('falls back to Intl for other currencies and non-finite values', () => {
    expect(formatMoney('ru', 5, 'UAH')).toBe(money('ru', 'UAH').format(5));
    expect(formatMoney('en', 5, 'RUB')).toBe(money('en', 'RUB').format(5));
    expect(formatNumber('uk', Number.NaN)).toBe(new Real('uk', { maximumFractionDigits: 0 }).format(Number.NaN));
  });
});

describe('a currency the site does not know is refused, never thrown on', () => {
  it.each(LOCALES)('%s: a malformed or unlisted code formats to nothing', (locale) => {
    for (const code of ['ABCD', 'ABC', 'eur', '', '€', 'EUR ', '<b>'])
      expect(() => formatMoney(locale, 10, code), code).not.toThrow();
    for (const code of ['ABCD', 'ABC', 'eur', '', '€', 'EUR ', '<b>'])
      expect(formatMoney(locale, 10, code), code).toBe('');
    expect(formatMoneyText(locale, '12.5 ABC')).toBe('12.5 ABC');
  });

  it('knows ISO 4217 codes only', () => {
    expect(['EUR', 'USD', 'RUB', 'UAH'].filter(isKnownCurrency)).toEqual(['EUR', 'USD', 'RUB', 'UAH']);
    expect(['ABCD', 'ABC', 'eur', 'XXXX', ''].filter(isKnownCurrency)).toEqual([]);
  });
});
