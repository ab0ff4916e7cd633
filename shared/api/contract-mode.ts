import { validate, type Struct } from 'superstruct';
import { PRODUCT_TYPES } from './product-types';
import { failureText } from './struct-failure';

// Contract mode (`?widgets-debug=contract`, docs/BACKEND.md): what the widgets refuse, all of it, and what they
// silently drop, once. Loaded only in that mode; `npm run check:api` reports with the same walk.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, unknown>;
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface Ignored {
  /** `data.user.isTwoFa`; list items as `[]`. */
  path: string;
  /** A field the widgets read, absent here, whose name this one resembles (a misnamed field). */
  near?: string;
}

/** Fields of `value` the struct does not name (the widgets drop them). */
export function ignoredFields(value: unknown, struct: AnyStruct, path = ''): Ignored[] {
  if ((struct.type === 'type' || struct.type === 'object') && isObject(value)) {
    const schema = struct.schema as Record<string, AnyStruct>;
    return Object.keys(value).flatMap((key): Ignored[] => {
      const at = path ? `${path}.${key}` : key;
      const field = schema[key];
      if (Object.hasOwn(schema, key) && field) return ignoredFields(value[key], field, at);
      const near = Object.keys(schema).find(
        (k) => value[k] === undefined && (squash(k).startsWith(squash(key)) || squash(key).startsWith(squash(k))),
      );
      return [near ? { path: at, near } : { path: at }];
    });
  }
  if (struct.type === 'array' && Array.isArray(value)) {
    const seen = new Map<string, Ignored>();
    for (const item of value)
      for (const f of ignoredFields(item, struct.schema as AnyStruct, `${path}[]`)) seen.set(f.path, f);
    return [...seen.values()];
  }
  return [];
}

// A product type is quoted when it reads as a type's name; other text is a value, not quoted.
const TYPE_NAME = /^[a-z][a-z0-9_-]{0,39}$/i;

/** Product types no tab is made for (the schema takes any string). */
function unknownProductTypes(data: unknown): string[] {
  const products = isObject(data) && Array.isArray(data.products) ? data.products : [];
  return products
    .map((p: unknown) => (isObject(p) ? p.type : undefined))
    .filter((type): type is string => typeof type === 'string' && !PRODUCT_TYPES.includes(type))
    .map(
      (type) =>
        `${TYPE_NAME.test(type) ? `product type "${type}"` : 'a product type (data.products[].type) that is no name'} is not one of ${PRODUCT_TYPES.join(', ')}: its tab can only be empty or coming soon`,
    );
}

/** The warnings of one answer in contract mode; `said` keeps each to once per page. */
export function contractWarnings(call: string, data: unknown, struct: AnyStruct, said: Set<string>): string[] {
  const [error] = validate(data, struct, { coerce: true });
  const failures = error?.failures() ?? [];
  const lines = [
    ...(failures.length
      ? [`refused, ${failures.length} issue(s):${failures.map((f) => `\n  ${failureText(f)}`).join('')}`]
      : []),
    ...ignoredFields(data, struct).map(
      (f) => `${f.path} is ignored${f.near ? `: the widgets read "${f.near}", absent here` : ' (not in the schema)'}`,
    ),
    ...unknownProductTypes(data),
  ];
  return lines
    .map((line) => `[widgets] api (contract): ${call}: ${line}`)
    .filter((line) => !said.has(line) && !!said.add(line));
}
