import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Dictionary } from '../../../shared/i18n';
import { formatDate, formatMoney, formatNumber } from '../../../shared/i18n/format';
import { plural } from '../../../shared/i18n/plural';

const cases = { one: '{{n}} кейс', few: '{{n}} кейса', many: '{{n}} кейсов', other: '{{n}} кейса' };

describe('plural', () => {
  it.each([
    [1, 'кейс'],
    [2, 'кейса'],
    [4, 'кейса'],
    [5, 'кейсов'],
    [11, 'кейсов'],
    [12, 'кейсов'],
    [21, 'кейс'],
    [22, 'кейса'],
    [25, 'кейсов'],
    [101, 'кейс'],
    [111, 'кейсов'],
  ])('ru %i → %s', (n, word) => {
    expect(plural('ru', n, { one: 'кейс', few: 'кейса', many: 'кейсов', other: 'кейса' })).toBe(word);
  });

  it.each([
    [1, 'кейс'],
    [3, 'кейси'],
    [5, 'кейсів'],
    [21, 'кейс'],
  ])('uk %i → %s', (n, word) => {
    expect(plural('uk', n, { one: 'кейс', few: 'кейси', many: 'кейсів', other: 'кейса' })).toBe(word);
  });

  it.each([
    [1, 'case'],
    [2, 'cases'],
    [0, 'cases'],
  ])('en %i → %s', (n, word) => {
    expect(plural('en', n, { one: 'case', other: 'cases' })).toBe(word);
  });
});

describe('formatting', () => {
  it('writes dates as DD.MM.YYYY and nothing for junk', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('05.03.2024');
    expect(formatDate(new Date(2023, 11, 31))).toBe('31.12.2023');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes EUR with exactly 2 decimals in the locale style', () => {
    expect(formatMoney('en', 12.5)).toBe('€12.50');
    expect(formatMoney('ru', 12.5).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoney('en', 0.1 * 3)).toBe('€0.30');
  });

  it('groups whole numbers per locale', () => {
    expect(formatNumber('en', 12345)).toBe('12,345');
    expect(formatNumber('ru', 12345).replace(/\s/g, ' ')).toBe('12 345');
  });

  it('builds each Intl.NumberFormat once per locale and options, and keeps locales and currencies apart', () => {
    const Real = Intl.NumberFormat;
    let built = 0;
    const counting = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built++;
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = counting;
    try {
      for (let i = 0; i < 5; i++) {
        formatNumber('uk', i);
        formatMoney('uk', i, 'USD');
      }
      expect(built).toBeLessThanOrEqual(2);
      expect(formatMoney('en', 1, 'USD')).toBe('$1.00');
      expect(formatMoney('en', 1)).toBe('€1.00');
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});

describe('createI18n', () => {
  const dict: Dictionary = {
    ru: { a: { hi: 'Привет, {{name}}', n: cases } },
    uk: { a: { hi: 'Привіт, {{name}}', n: cases } },
    en: { a: { hi: 'Hi, {{name}}', n: cases } },
  };

  it('translates in the page locale with parameters', () => {
    const i18n = createI18n('en');
    i18n.add(dict);
    expect(i18n.t('a.hi', { name: 'Ann' })).toBe('Hi, Ann');
  });

  it('counts with plural forms and the number', () => {
    const i18n = createI18n('ru');
    i18n.add(dict);
    expect(i18n.tn('a.n', 3)).toBe('3 кейса');
    expect(i18n.tn('a.n', 5)).toBe('5 кейсов');
  });

  it('shows the key and warns once for a missing string', () => {
    const warn = vi.fn();
    const i18n = createI18n('uk', warn);
    expect(i18n.t('no.such')).toBe('no.such');
    expect(i18n.t('no.such')).toBe('no.such');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[widgets] i18n: missing "no.such" in uk');
  });
});
