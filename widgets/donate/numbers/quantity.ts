import { digitsOnly } from './digits';

/** Goods and case quantities (docs/widgets/donate.md): digits only, 1 to 200; the limited-case check. */
export const QTY_MIN = 1;
export const QTY_MAX = 200;

/** Typed quantity: digits only, capped at 200; '' while typing. */
export function typedQty(raw: string): string {
  const digits = digitsOnly(raw).replace(/^0+/, '');
  if (digits === '') return '';
  return String(Math.min(QTY_MAX, Number(digits)));
}

export const clampQty = (n: number): number =>
  Math.min(QTY_MAX, Math.max(QTY_MIN, Number.isFinite(n) ? Math.round(n) : QTY_MIN));

export interface LimitedCase {
  isLimited?: boolean | null;
  limitedCaseQuantity?: number | null;
}

/** A limited case can't be sold beyond what is left: the number available, or null when the request fits. */
export function limitedShortfall(requested: number, item: LimitedCase): number | null {
  if (!item.isLimited) return null;
  const left = Math.max(0, item.limitedCaseQuantity ?? 0);
  return requested > left ? left : null;
}
