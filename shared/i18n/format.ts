import type { Locale } from './locales';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY in the player's time zone; '' for a value that is not a date. */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

// Building an Intl.NumberFormat costs far more than using one (locale data is loaded each time): keep them.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** Money with exactly two decimals, in the locale's style: ru → '12,50 €', en → '€12.50'. */
export function formatMoney(locale: Locale, amount: number, currency = 'EUR'): string {
  return formatter(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** A whole number with the locale's grouping: ru → '12 345', en → '12,345'. */
export function formatNumber(locale: Locale, value: number): string {
  return formatter(locale, { maximumFractionDigits: 0 }).format(value);
}
