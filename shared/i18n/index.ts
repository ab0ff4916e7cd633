import rosetta from 'rosetta';
import type { Locale } from './locales';
import { formatDate, formatMoney, formatNumber } from './format';
import { isPluralForms, plural, type PluralForms } from './plural';

export type Messages = { [key: string]: string | PluralForms | Messages };
/** A dictionary: the same keys in every locale (a test enforces it). */
export type Dictionary = Record<Locale, Messages>;
export type Params = Record<string, string | number>;

export interface I18n {
  readonly locale: Locale;
  /** Adds a widget's dictionary (idempotent). */
  add(dictionary: Dictionary): void;
  t(key: string, params?: Params): string;
  /** A counted phrase: the key holds plural forms; `{{n}}` in them is the number. */
  tn(key: string, n: number, params?: Params): string;
  date(value: string | number | Date): string;
  money(amount: number, currency?: string): string;
  number(value: number): string;
}

export function createI18n(locale: Locale, warn: (message: string) => void = () => {}): I18n {
  const store = rosetta<Messages>();
  store.locale(locale);
  const added = new WeakSet<Dictionary>();
  const warned = new Set<string>();
  const lookup = (key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], store.table(locale));
  const missing = (key: string) => {
    if (!warned.has(key)) warn(`[widgets] i18n: missing "${key}" in ${locale}`);
    warned.add(key);
    return key;
  };
  const fill = (text: string, params: Params = {}) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

  return {
    locale,
    add(dictionary) {
      if (added.has(dictionary)) return;
      added.add(dictionary);
      store.set(locale, dictionary[locale]);
    },
    t(key, params) {
      const value = lookup(key);
      return typeof value === 'string' ? fill(value, params) : missing(key);
    },
    tn(key, n, params) {
      const value = lookup(key);
      return isPluralForms(value) ? fill(plural(locale, n, value), { n, ...params }) : missing(key);
    },
    date: formatDate,
    money: (amount, currency) => formatMoney(locale, amount, currency),
    number: (value) => formatNumber(locale, value),
  };
}
