import { coerce, integer, number, size, string, nullable, optional, type, union, boolean, literal } from 'superstruct';

/** A number that some endpoints send as a numeric string. */
export const numeric = () => coerce(number(), string(), (value) => Number(value));
/** A flag that some endpoints send as 0/1. */
export const flag = () => coerce(boolean(), union([literal(0), literal(1)]), (value) => value === 1);
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
export const text = () => coerce(string(), nullable(number()), (value) => (value == null ? '' : String(value)));
export const maybe = <T, S>(struct: import('superstruct').Struct<T, S>) => optional(nullable(struct));

/** `{ data: … }` envelope used by the v1 API. */
export const envelope = <T, S>(data: import('superstruct').Struct<T, S>) => type({ data });
