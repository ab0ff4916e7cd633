/**
 * The project's schema checks: superstruct's API and behaviour for the combinators the project uses,
 * written out small. superstruct's general machinery (generators over every failure, masks, maps,
 * sets, refinements by name) cost 2.0 KB gzip of every page; this is about 0.7 KB. The types are
 * superstruct's own (`import type`), so schemas, `Infer` and `Struct` read exactly as before; the
 * behaviour (coercion, the first failure and its message) is checked against superstruct itself in
 * tests/shared/struct/struct.test.ts. A combinator not here is added here, with its case in that test.
 */
import type * as ss from 'superstruct';

export type { Infer, Struct } from 'superstruct';

type Check = (value: unknown) => true | string;
type Entries = (value: unknown) => [key: string | number, value: unknown, struct: Node][];

/** What a struct is at run time (typed as superstruct's `Struct` where it leaves this file). */
interface Node {
  type: string;
  schema: unknown;
  validator: Check;
  coercer: (value: unknown) => unknown;
  entries: Entries;
  refiner: Check;
}

interface Failure {
  message: string;
  path: (string | number)[];
}

export class StructError extends TypeError {
  path: (string | number)[];
  constructor({ message, path }: Failure) {
    super(path.length === 0 ? message : `At path: ${path.join('.')} -- ${message}`);
    this.name = 'StructError';
    this.path = path;
  }
}

/** A value in a message; one that cannot be made a string (`{"toString": ""}` from an API) is named by its kind. */
function print(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isRecord = (value: unknown): value is Record<string, unknown> => isObject(value) && !Array.isArray(value);
const pass: Check = () => true;
const none: Entries = () => [];
const same = (value: unknown) => value;

function node(type: string, validator: Check, rest: Partial<Node> = {}): Node {
  return { type, schema: null, validator, coercer: same, entries: none, refiner: pass, ...rest };
}
/** superstruct's message for a validator that only answers false. */
const plain = (type: string, test: (value: unknown) => boolean) =>
  node(type, (value) => test(value) || `Expected a value of type \`${type}\`, but received: \`${print(value)}\``);

/** Coerces (when asked), validates, walks the entries, refines: the first failure, or the value. */
function run(value: unknown, s: Node, path: (string | number)[], coerce: boolean): [Failure] | [undefined, unknown] {
  if (coerce) value = s.coercer(value);
  const valid = s.validator(value);
  if (valid !== true) return [{ message: valid, path }];
  for (const [key, item, struct] of s.entries(value)) {
    const result = run(item, struct, [...path, key], coerce);
    if (result[0]) return result;
    const object = value as Record<string | number, unknown>;
    if (coerce && (result[1] !== undefined || key in object)) object[key] = result[1];
  }
  const refined = s.refiner(value);
  return refined === true ? [undefined, value] : [{ message: refined, path }];
}

const check = (value: unknown, struct: unknown, coerce: boolean) => run(value, struct as Node, [], coerce);

export const validate = ((value: unknown, struct: unknown, options: { coerce?: boolean } = {}) => {
  const [failure, result] = check(value, struct, !!options.coerce);
  return failure ? [new StructError(failure), undefined] : [undefined, result];
}) as unknown as typeof ss.validate;

export const create = ((value: unknown, struct: unknown) => {
  const [failure, result] = check(value, struct, true);
  if (failure) throw new StructError(failure);
  return result;
}) as unknown as typeof ss.create;

export const is = ((value: unknown, struct: unknown) => !check(value, struct, false)[0]) as unknown as typeof ss.is;

export const unknown = (() => node('unknown', pass)) as unknown as typeof ss.unknown;
export const boolean = (() => plain('boolean', (v) => typeof v === 'boolean')) as unknown as typeof ss.boolean;
export const string = (() =>
  node(
    'string',
    (v) => typeof v === 'string' || `Expected a string, but received: ${print(v)}`,
  )) as unknown as typeof ss.string;
export const number = (() =>
  node(
    'number',
    (v) => (typeof v === 'number' && !Number.isNaN(v)) || `Expected a number, but received: ${print(v)}`,
  )) as unknown as typeof ss.number;
export const integer = (() =>
  node(
    'integer',
    (v) => Number.isInteger(v) || `Expected an integer, but received: ${print(v)}`,
  )) as unknown as typeof ss.integer;

export const literal = ((constant: unknown) =>
  node('literal', (v) => v === constant || `Expected the literal \`${print(constant)}\`, but received: ${print(v)}`, {
    schema: ['string', 'number', 'boolean'].includes(typeof constant) ? constant : null,
  })) as unknown as typeof ss.literal;

export const enums = ((values: unknown[]) =>
  node(
    'enums',
    (v) => values.includes(v) || `Expected one of \`${values.map(print).join()}\`, but received: ${print(v)}`,
    { schema: Object.fromEntries(values.map((v) => [v, v])) },
  )) as unknown as typeof ss.enums;

export const array = ((element: Node) =>
  node('array', (v) => Array.isArray(v) || `Expected an array value, but received: ${print(v)}`, {
    schema: element,
    coercer: (v) => (Array.isArray(v) ? v.slice() : v),
    entries: (v) => (Array.isArray(v) ? v.map((item, i) => [i, item, element]) : []),
  })) as unknown as typeof ss.array;

const anObject: Check = (v) => isRecord(v) || `Expected an object, but received: ${print(v)}`;

/** An object whose listed keys are checked; other keys pass through untouched. */
export const type = ((schema: Record<string, Node>) =>
  node('type', anObject, {
    schema,
    coercer: (v) => (isRecord(v) ? { ...v } : v),
    entries: (v) => (isObject(v) ? Object.keys(schema).map((k) => [k, v[k], schema[k]!]) : []),
  })) as unknown as typeof ss.type;

/** An object with exactly the listed keys: any other key fails (superstruct's `never`). */
export const object = ((schema: Record<string, Node>) => {
  const never = plain('never', () => false);
  return node('object', anObject, {
    schema,
    coercer: (v) => (isRecord(v) ? { ...v } : v),
    entries: (v) =>
      isObject(v)
        ? [
            ...Object.keys(schema).map((k): [string, unknown, Node] => [k, v[k], schema[k]!]),
            ...Object.keys(v)
              .filter((k) => !(k in schema))
              .map((k): [string, unknown, Node] => [k, v[k], never]),
          ]
        : [],
  });
}) as unknown as typeof ss.object;

const allowing = (struct: Node, allowed: unknown): Node => ({
  ...struct,
  validator: (v) => v === allowed || struct.validator(v),
  refiner: (v) => v === allowed || struct.refiner(v),
});
export const optional = ((struct: Node) => allowing(struct, undefined)) as unknown as typeof ss.optional;
export const nullable = ((struct: Node) => allowing(struct, null)) as unknown as typeof ss.nullable;

export const union = ((structs: Node[]) =>
  node(
    'union',
    (v) =>
      structs.some((s) => !run(v, s, [], false)[0]) ||
      `Expected the value to satisfy a union of \`${structs.map((s) => s.type).join(' | ')}\`, but received: ${print(v)}`,
    {
      coercer: (v) => {
        for (const s of structs) {
          const [failure, coerced] = run(v, s, [], true);
          if (!failure) return coerced;
        }
        return v;
      },
    },
  )) as unknown as typeof ss.union;

export const coerce = ((struct: Node, condition: Node, coercer: (value: unknown) => unknown) => ({
  ...struct,
  coercer: (v: unknown) => struct.coercer(is(v, condition as never) ? coercer(v) : v),
})) as unknown as typeof ss.coerce;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** `fallback` (or what it returns) for undefined; a plain object gets the fallback's missing keys. */
export const defaulted = ((struct: Node, fallback: unknown) =>
  coerce(struct as never, unknown(), (v) => {
    const f: unknown = typeof fallback === 'function' ? (fallback as () => unknown)() : fallback;
    if (v === undefined) return f;
    if (!isPlain(v) || !isPlain(f) || Object.keys(f).every((k) => v[k] !== undefined)) return v;
    return { ...v, ...Object.fromEntries(Object.entries(f).filter(([k]) => v[k] === undefined)) };
  })) as unknown as typeof ss.defaulted;

/** A number within [min, max], or a string or array whose length is. */
export const size = ((struct: Node, min: number, max = min) => {
  const of = min === max ? `of \`${min}\`` : `between \`${min}\` and \`${max}\``;
  return {
    ...struct,
    refiner: (v: unknown) => {
      const inner = struct.refiner(v);
      if (inner !== true) return inner;
      if (typeof v === 'number')
        return (min <= v && v <= max) || `Expected a ${struct.type} ${of} but received \`${v}\``;
      const { length } = v as { length: number };
      return (
        (min <= length && length <= max) ||
        `Expected a ${struct.type} with a length ${of} but received one with a length of \`${length}\``
      );
    },
  };
}) as unknown as typeof ss.size;
