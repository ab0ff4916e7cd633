import { coerce, enums, integer, size, string, type, type Struct } from 'superstruct';
import { numeric } from './common';

// Prices, counts and rarities: apart from common.ts, whose exports every core carries (shared with the
// widgets outside it), as only the schemas of things sold, won and paid for use them.

/**
 * Most a price, a coin balance or a quantity may be (README "Security model"): `1e21`, `Infinity` and
 * negative values are broken or hostile answers, never something to show, pay or send.
 */
export const AMOUNT_MAX = 1e9;
/** A price or a balance: finite, non-negative, at most AMOUNT_MAX (numeric strings too). */
export const amount = () => size(numeric(), 0, AMOUNT_MAX);
/** A count or a quantity: a whole `amount()`. */
export const quantity = () =>
  size(
    coerce(integer(), string(), (value) => Number(value)),
    0,
    AMOUNT_MAX,
  );
const isAmount = (value: unknown, whole: boolean) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && n >= 0 && n <= AMOUNT_MAX && (!whole || Number.isInteger(n));
};
/**
 * An item sold or swapped (goods, a case, a coupon): `fallbacks` names its prices and counts and what
 * each becomes when it is not an amount (`"-500"`, `"Infinity"`, `1e21`; counts must be whole). Such an
 * item stays in its list, `unavailable: true`, rather than failing the whole answer, vanishing, or being
 * offered at that price (README "Security model"). `whole`: the fields that are counts; `also`: other
 * fields such an item gets (a coupon: not swappable). `unavailable` is the widget's own mark, not part of the
 * API's answer (a server's is dropped), so it is not in the item's schema nor in the OpenAPI document.
 */
export const offer = <T, S>(
  item: Struct<T, S>,
  fallbacks: Record<string, number>,
  whole: string[] = [],
  also: Record<string, unknown> = {},
) =>
  coerce(item, type({}), (value) => {
    const { unavailable: _server, ...record } = value as Record<string, unknown>;
    const bad = Object.keys(fallbacks).some((k) => record[k] != null && !isAmount(record[k], whole.includes(k)));
    return bad ? { ...record, ...fallbacks, ...also, unavailable: true } : record;
  }) as unknown as Struct<T & { unavailable?: boolean }, S>;
/** The six rarities: a rarity becomes a class name (`wgt-rarity--rare`), so nothing else may pass. */
export const RARITIES = ['simple', 'common', 'improved', 'rare', 'legendary', 'epic'] as const;
const isRarity = (value: string): value is (typeof RARITIES)[number] => (RARITIES as readonly string[]).includes(value);
/** A rarity; any other colour from the API (`x wgt-modal`) is `otherwise` (README "Security model"). */
export const rarity = <O extends 'simple' | null>(otherwise: O) =>
  coerce(enums([...RARITIES]), string(), (value) => (isRarity(value) ? value : otherwise));
