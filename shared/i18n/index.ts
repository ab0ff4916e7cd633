import rosetta from 'rosetta';
import type { DefaultLocale, Locale } from './locales';
import { formatDate, formatMoney, formatNumber } from './format';
import { isPluralForms, type PluralForms } from './plural';

export type Messages = { [key: string]: string | PluralForms | Messages };
/** A dictionary: the same keys in every locale (a test enforces it). */
export type Dictionary = Record<Locale, Messages>;
/** The dotted paths to the leaves of type `Leaf` in messages `M`: 'onlineCounter.loading'. */
type Leaves<M, Leaf> = {
  [K in keyof M & string]: M[K] extends Leaf
    ? K
    : M[K] extends string | PluralForms
      ? never
      : `${K}.${Leaves<M[K], Leaf>}`;
}[keyof M & string];

/** The keys t() may read from dictionary D: its default locale's strings (distributes over a union). */
export type MessageKey<D> = D extends Dictionary ? Leaves<D[DefaultLocale], string> : never;
/** The keys tn() may read: its default locale's plural forms. */
export type PluralKey<D> = D extends Dictionary ? Leaves<D[DefaultLocale], PluralForms> : never;

type Paths<M> = Leaves<M, string | PluralForms>;
type Differing<D extends Dictionary> = {
  [L in Locale]: Exclude<Paths<D[L]>, Paths<D[DefaultLocale]>> | Exclude<Paths<D[DefaultLocale]>, Paths<D[L]>>;
}[Locale];
/**
 * Every locale of D holds exactly the default locale's keys: `unknown` when it does, else a type no
 * dictionary has, naming the keys that differ (a missing or an extra key is a type error where D is used).
 */
export type SameKeys<D extends Dictionary> = [Differing<D>] extends [never]
  ? unknown
  : { 'keys missing or extra in a locale': Differing<D> };

/** t() and tn() typed by the dictionaries a component reads (useT in shared/runtime/context.ts). */
export interface Translator<D> {
  t(key: MessageKey<D>, params?: Params): string;
  tn(key: PluralKey<D>, n: number, params?: Params): string;
}

/** Values for `{{name}}` in a message; `{{a.b}}` reads a nested one. */
export type Params = { [name: string]: string | number | Params };

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
  const plurals = new Intl.PluralRules(locale);
  const added = new WeakSet<Dictionary>();
  const warned = new Set<string>();
  const missing = (key: string) => {
    if (!warned.has(key)) warn(`[widgets] i18n: missing "${key}" in ${locale}`);
    warned.add(key);
    return key;
  };
  // rosetta's t() looks the key up (dotted: `a.b`) and fills `{{name}}` and `{{a.b}}` from the params.
  // It answers '' for a missing key, so an empty message counts as missing too (the dictionaries test
  // refuses empty strings); a branch or plural forms read with t() are missing as well.
  const lookup = (key: string, params?: Params): unknown => store.t(key, params);

  return {
    locale,
    add(dictionary) {
      if (added.has(dictionary)) return;
      added.add(dictionary);
      store.set(locale, dictionary[locale]);
    },
    t(key, params) {
      const text = lookup(key, params);
      return typeof text === 'string' && text !== '' ? text : missing(key);
    },
    tn(key, n, params) {
      const forms = lookup(key);
      if (!isPluralForms(forms)) return missing(key);
      const category = plurals.select(n);
      return store.t(`${key}.${category in forms ? category : 'other'}`, { n, ...params });
    },
    date: formatDate,
    money: (amount, currency) => formatMoney(locale, amount, currency),
    number: (value) => formatNumber(locale, value),
  };
}
