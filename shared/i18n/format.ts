import type { Locale } from './locales';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY in the player's time zone; '' for a value that is not a date. */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

// Constructing the first Intl.NumberFormat in a page loads locale data: 64–146 ms at 4× CPU, on the
// first render with data. Whole numbers and money in the common currencies are written by hand, with
// output identical to Intl's (tests/shared/i18n/format.test.ts compares them); anything else (other
// currencies, NaN, ∞) falls back to a cached Intl.NumberFormat.
const NBSP = '\u00a0';
// ru and uk put the currency sign after the number (`12,50 €`), en before it (`€12.50`). The sign is Intl's narrow
// one in every locale (uk's own is "EUR": "2,50 EUR" beside ru's "2,50 €" read as two currencies).
const STYLE: Record<Locale, { group: string; decimal: string; signFirst: boolean; percent: string }> = {
  ru: { group: NBSP, decimal: ',', signFirst: false, percent: `${NBSP}%` },
  uk: { group: NBSP, decimal: ',', signFirst: false, percent: '%' },
  en: { group: ',', decimal: '.', signFirst: true, percent: '%' },
};
const CURRENCY: Record<Locale, Record<string, string>> = {
  ru: { EUR: '€', USD: '$', RUB: '₽' },
  uk: { EUR: '€', USD: '$', RUB: '₽' },
  en: { EUR: '€', USD: '$' },
};

const formatters = new Map<string, Intl.NumberFormat>();
function intl(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * |value| rounded half away from zero to `digits` decimals, as [whole, fraction] digit strings. Rounds
 * the shortest decimal form (String(1.005) = '1.005' → '1.01'), as Intl does, not the binary value.
 */
function roundedDigits(value: number, digits: number): [string, string] {
  const abs = Math.abs(value);
  let text = String(abs);
  if (text.includes('e')) {
    if (abs < 1) return ['0', '0'.repeat(digits)];
    text = BigInt(abs).toString(); // ≥ 1e21: a whole number, exactly representable as a BigInt
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  let kept = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) >= 53 /* '5' */) kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const cut = kept.length - digits;
  return [kept.slice(0, cut), kept.slice(cut)];
}

function digitsOf(locale: Locale, value: number, decimals: number): string {
  const { group, decimal } = STYLE[locale];
  const [whole, fraction] = roundedDigits(value, decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return decimals > 0 ? `${grouped}${decimal}${fraction}` : grouped;
}

const isNegative = (value: number) => value < 0 || Object.is(value, -0);

// Intl's list of ISO 4217 codes where the browser has it (Chrome 99+), else any well-formed code (Intl formats
// those and throws on the rest); read on the first code the table above does not have.
let isoCodes: ReadonlySet<string> | undefined;

/** The one currency policy: an ISO 4217 code, upper case. Anything else is refused, never formatted. */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (CURRENCY.ru[code] || !Intl.supportedValuesOf) return true;
  return (isoCodes ??= new Set(Intl.supportedValuesOf('currency'))).has(code);
}

/**
 * Money with exactly two decimals, in the locale's style: ru → '12,50 €', en → '€12.50'; '' for a currency
 * the policy refuses (isKnownCurrency), so no caller shows an amount in a currency nobody named.
 */
export function formatMoney(locale: Locale, amount: number, currency = 'EUR'): string {
  if (!isKnownCurrency(currency)) return '';
  const sign = CURRENCY[locale]?.[currency];
  if (sign === undefined || !Number.isFinite(amount))
    return intl(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  const minus = isNegative(amount) ? '-' : '';
  const digits = digitsOf(locale, amount, 2);
  return STYLE[locale].signFirst ? `${minus}${sign}${digits}` : `${minus}${digits}${NBSP}${sign}`;
}

const SIGNS: Record<string, string> = { $: 'USD', '€': 'EUR', '₽': 'RUB' };
const MONEY_TEXT = /^\s*([$€₽]|[A-Z]{3})?\s*(\d[\d\s.,']*)\s*([$€₽]|[A-Z]{3})?\s*$/;

/**
 * The amount of an API's money text, written in any locale's style ("9 400", "1,234.50", "1.234,50", "5,5",
 * "1,000,000"). NaN when the groups do not read as one number.
 */
function amountOf(text: string): number {
  const digits = text.replace(/[\s']/g, '');
  const marks = digits.replace(/\d/g, '');
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  // One kind of mark: groups when it repeats or three digits follow it; two kinds: the last is the decimal mark.
  const oneKind = new Set(marks).size === 1;
  const decimal = last >= 0 && !(oneKind && (marks.length > 1 || digits.length - last - 1 === 3));
  const whole = decimal ? digits.slice(0, last) : digits;
  const groups = whole.split(/[.,]/);
  // A grouped whole: one mark throughout, groups of three after the first.
  if (groups.length > 1 && (new Set(whole.replace(/\d/g, '')).size > 1 || groups.slice(1).some((g) => g.length !== 3)))
    return NaN;
  if (decimal && marks.slice(0, -1).includes(digits[last]!)) return NaN;
  return Number(`${groups.join('')}${decimal ? `.${digits.slice(last + 1)}` : ''}`);
}

/**
 * An amount the API sends as text ("5 $", "12.5 EUR", "€7") in the same format as formatMoney; text that is
 * not one amount with one currency stays as it is.
 */
export function formatMoneyText(locale: Locale, text: string): string {
  const m = MONEY_TEXT.exec(text);
  const sign = m && (m[1] ?? m[3]);
  const currency = sign && (SIGNS[sign] ?? sign);
  if (!m || !currency || (m[1] && m[3]) || !isKnownCurrency(currency)) return text;
  const amount = amountOf(m[2]!);
  return Number.isFinite(amount) ? formatMoney(locale, amount, currency) : text;
}

/** A per cent with up to two decimals, as Intl writes it: ru '12,25 %', uk '12,25%', en '12.25%'. */
export function formatPercent(locale: Locale, value: number): string {
  const [whole, fraction] = roundedDigits(value, 2);
  const decimals = fraction.replace(/0+$/, '');
  const digits = `${whole.replace(/\B(?=(\d{3})+$)/g, STYLE[locale].group)}${decimals ? STYLE[locale].decimal + decimals : ''}`;
  return `${digits}${STYLE[locale].percent}`;
}

/** A whole number with the locale's grouping: ru → '12 345', en → '12,345'. */
export function formatNumber(locale: Locale, value: number): string {
  if (!Number.isFinite(value)) return intl(locale, { maximumFractionDigits: 0 }).format(value);
  return `${isNegative(value) ? '-' : ''}${digitsOf(locale, value, 0)}`;
}
