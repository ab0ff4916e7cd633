import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Dictionary } from '../../../shared/i18n';
import { formatDate, formatMoney, formatNumber } from '../../../shared/i18n/format';
import type { PluralForms } from '../../../shared/i18n/plural';
import type { Locale } from '../../../shared/i18n/locales';

const cases = { one: '{{n}} кейс', few: '{{n}} кейса', many: '{{n}} кейсов', other: '{{n}} кейса' };

/** The form tn() picks for `n` (the category's, else `other`). */
function plural(locale: Locale, n: number, forms: PluralForms) {
  const i18n = createI18n(locale);
  i18n.add({ ru: { w: forms }, uk: { w: forms }, en: { w: forms } });
  return i18n.tn('w', n);
}

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
    [1.5, 'кейса'],
  ])('ru %s → %s', (n, word) => {
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
    [1.5, 'cases'],
  ])('en %s → %s', (n, word) => {
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

  it('fills dotted parameters and ignores spaces inside the braces', () => {
    const i18n = createI18n('en');
    i18n.add({ ru: { p: 'x' }, uk: { p: 'x' }, en: { p: '{{ player.name }} on {{player.server.title}}, {{n}}' } });
    expect(i18n.t('p', { player: { name: 'Ann', server: { title: 'Nova #1' } }, n: 3 })).toBe('Ann on Nova #1, 3');
    expect(i18n.t('p', { player: { name: 'Ann' } })).toBe('Ann on , ');
  });

  it('counts with params beside the number, and falls back to the other form', () => {
    const i18n = createI18n('uk');
    i18n.add({
      ru: { c: { one: 'x', few: 'x', many: 'x', other: 'x' } },
      uk: { c: { one: '{{n}} кейс {{who}}', other: '{{n}} кейса {{who}}' } },
      en: { c: { one: 'x', other: 'x' } },
    });
    expect(i18n.tn('c', 21, { who: 'Ані' })).toBe('21 кейс Ані');
    expect(i18n.tn('c', 5, { who: 'Ані' })).toBe('5 кейса Ані');
    expect(i18n.tn('c', 1.5)).toBe('1.5 кейса ');
  });

  it('an empty message, a branch or plural forms read with t count as missing', () => {
    const warn = vi.fn();
    const i18n = createI18n('en', warn);
    i18n.add({ ru: { e: '', a: { b: 'x' } }, uk: { e: '', a: { b: 'x' } }, en: { e: '', a: { b: 'x' } } });
    i18n.add(dict);
    expect(i18n.t('e')).toBe('e');
    expect(i18n.t('a')).toBe('a');
    expect(i18n.t('a.n')).toBe('a.n');
    expect(i18n.tn('a.hi', 2)).toBe('a.hi');
    expect(warn.mock.calls.map(([m]) => m)).toEqual([
      '[widgets] i18n: missing "e" in en',
      '[widgets] i18n: missing "a" in en',
      '[widgets] i18n: missing "a.n" in en',
      '[widgets] i18n: missing "a.hi" in en',
    ]);
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
