import { digitsOnly } from '../numbers/digits';

/**
 * The amount input's rules (docs/widgets/donate.md): digits only, capped at the maximum at once, raised to the minimum
 * later.
 */

/** What typing leaves in the field: digits only, and never above `max`. '' stays '' (the player is typing). */
export function typedAmount(raw: string, max: number): string {
  const digits = digitsOnly(raw).replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return Number(digits) > max ? String(max) : digits;
}

/** After the debounce: below the minimum (or empty) becomes the minimum. */
export function settledAmount(text: string, min: number, max: number): number {
  const n = Number(text);
  if (text === '' || !Number.isFinite(n) || n < min) return min;
  return Math.min(n, max);
}
