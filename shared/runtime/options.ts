import { boolean, coerce, create, defaulted, integer, literal, size, type Struct } from 'superstruct';

const RESERVED = new Set(['widget', 'props', 'widgetState', 'widgetId', 'widgetDefer']);

/** Raw options of a mount point: data-props JSON, overridden by single data-* attributes. */
export function rawOptions(el: HTMLElement): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const json = el.dataset.props;
  if (json) {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(raw, parsed);
    else throw new Error('data-props must be a JSON object');
  }
  for (const [key, value] of Object.entries(el.dataset)) {
    if (!RESERVED.has(key) && value !== undefined) raw[key] = parseValue(value);
  }
  return raw;
}

function parseValue(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return value;
}

/** Validated options; on bad input a readable warning and the defaults (so the widget still works). */
export function readOptions<P>(
  el: HTMLElement,
  struct: Struct<P, unknown> | undefined,
  warn: (message: string) => void,
): P {
  if (!struct) return {} as P;
  try {
    return create(rawOptions(el), struct);
  } catch (error) {
    warn(`invalid options (${(error as Error).message}); using defaults`);
    return create({}, struct);
  }
}

/**
 * A numeric option: an integer within [min, max] (docs/widgets/*.md give each range). A fraction, an
 * exponent such as 1e308 or a value out of range gets the readOptions warning and the defaults.
 */
export const intOption = (min: number, max: number, fallback: number) => defaulted(size(integer(), min, max), fallback);

/** A switch option: a bare `data-x` (an empty value) is true, as HTML's boolean attributes are. */
export const boolOption = (fallback: boolean) =>
  defaulted(
    coerce(boolean(), literal(''), () => true),
    fallback,
  );
