import { coerce, number, string, nullable, optional, type, union, boolean, literal } from 'superstruct';

/** A number that some endpoints send as a numeric string. */
export const numeric = () => coerce(number(), string(), (value) => Number(value));
/** A flag that some endpoints send as 0/1. */
export const flag = () => coerce(boolean(), union([literal(0), literal(1)]), (value) => value === 1);
export const text = () => coerce(string(), nullable(number()), (value) => (value == null ? '' : String(value)));
export const maybe = <T, S>(struct: import('superstruct').Struct<T, S>) => optional(nullable(struct));

/** `{ data: … }` envelope used by the v1 API. */
export const envelope = <T, S>(data: import('superstruct').Struct<T, S>) => type({ data });
