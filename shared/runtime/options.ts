import { boolean, coerce, create, defaulted, integer, size, string, validate, type Struct } from 'superstruct';

const RESERVED = new Set(['widget', 'props', 'widgetState', 'widgetId', 'widgetDefer']);

/**
 * Raw options of a mount point: data-props JSON, overridden by single data-* attributes. An attribute stays
 * the string it is: each option's schema reads its own (intOption, boolOption), so `data-server="2"` stays "2".
 */
export function rawOptions(el: HTMLElement): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const json = el.dataset.props;
  if (json) {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(raw, parsed);
    else throw new Error('data-props must be a JSON object');
  }
  for (const [key, value] of Object.entries(el.dataset)) {
    if (!RESERVED.has(key) && value !== undefined) raw[key] = value;
  }
  return raw;
}

/**
 * Validated options, one at a time: a refused option logs a warning naming it and takes its default alone,
 * so the others keep their values (the widget still works). The schema is an object of fields (`type({…})`).
 */
export function readOptions<P>(
  el: HTMLElement,
  struct: Struct<P, unknown> | undefined,
  warn: (message: string) => void,
): P {
  if (!struct) return {} as P;
  const raw = rawOptions(el);
  const fields = struct.schema as Record<string, Struct<unknown, unknown>>;
  const options: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const [error, value] = check(raw[key], field);
    if (error) warn(`invalid option "${key}" (${error}); using its default`);
    const read = error ? create(undefined, field) : value;
    if (read !== undefined) options[key] = read;
  }
  return create(options, struct);
}

/** superstruct throws a TypeError, not a StructError, on a value it cannot print (`{"toString":{}}`). */
function check(value: unknown, field: Struct<unknown, unknown>): [string | undefined, unknown] {
  try {
    const [error, read] = validate(value, field, { coerce: true });
    return [error?.message, read];
  } catch (error) {
    return [(error as Error).message, undefined];
  }
}

/** An integer option as an attribute writes it: digits with an optional minus, nothing else (no 1e3, 0x10, 7.0). */
export const integerText = <T>(struct: Struct<T, null>) =>
  coerce(struct, string(), (text) => (/^-?\d+$/.test(text) ? Number(text) : text));

/**
 * A numeric option: an integer within [min, max] (docs/widgets/*.md give each range). A fraction, an
 * exponent such as 1e308 or a value out of range gets a warning naming it and its default.
 */
export const intOption = (min: number, max: number, fallback: number) =>
  defaulted(integerText(size(integer(), min, max)), fallback);

/** A switch option: a bare `data-x` (an empty value) is true, as HTML's boolean attributes are. */
export const boolOption = (fallback: boolean) =>
  defaulted(
    coerce(boolean(), string(), (text) => (text === '' || text === 'true' ? true : text === 'false' ? false : text)),
    fallback,
  );
