import fc from 'fast-check';
import * as reference from 'superstruct';
import { describe, expect, it } from 'vitest';
import * as ours from '../../../shared/struct';

// shared/struct is superstruct's behaviour for the combinators the project uses, written small. Each
// schema below is built with both, and every value of the corpus must come out the same: create()
// (coerced value, or the message of the first failure), validate() without coercion, and is().
type Lib = typeof reference;
const lib = ours as unknown as Lib;

const numeric = (L: Lib) => L.coerce(L.number(), L.string(), (v) => Number(v));
const flag = (L: Lib) => L.coerce(L.boolean(), L.union([L.literal(0), L.literal(1)]), (v) => v === 1);
const text = (L: Lib) => L.coerce(L.string(), L.nullable(L.number()), (v) => (v == null ? '' : String(v)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas of every shape
const SCHEMAS: Record<string, (L: Lib) => reference.Struct<any, any>> = {
  string: (L) => L.string(),
  number: (L) => L.number(),
  integer: (L) => L.integer(),
  boolean: (L) => L.boolean(),
  unknown: (L) => L.unknown(),
  'literal 0': (L) => L.literal(0),
  "literal 'x'": (L) => L.literal('x'),
  'enums of strings': (L) => L.enums(['a', 'b']),
  'enums of numbers': (L) => L.enums([1, 2]),
  'array of strings': (L) => L.array(L.string()),
  'optional string': (L) => L.optional(L.string()),
  'nullable number': (L) => L.nullable(L.number()),
  'optional nullable array': (L) => L.optional(L.nullable(L.array(numeric(L)))),
  'union of literals': (L) => L.union([L.literal(0), L.literal(1)]),
  'union with coercion': (L) => L.union([numeric(L), L.boolean()]),
  numeric,
  flag,
  text,
  'size of an integer': (L) => L.size(L.integer(), 1, 10),
  'size of a string': (L) => L.size(L.string(), 1, 3),
  'size of an array': (L) => L.size(L.array(L.number()), 0, 2),
  'defaulted string': (L) => L.defaulted(L.string(), 'd'),
  'defaulted size': (L) => L.defaulted(L.size(L.integer(), 1, 10), 5),
  'defaulted by a function': (L) => L.defaulted(L.number(), () => 7),
  'defaulted object': (L) => L.defaulted(L.type({ a: L.string(), b: L.optional(L.number()) }), { a: 'z', b: 1 }),
  type: (L) => L.type({ a: L.string(), b: L.optional(L.number()), c: L.optional(flag(L)) }),
  object: (L) => L.object({ a: L.string(), b: L.optional(L.number()) }),
  'nested envelope': (L) =>
    L.type({
      data: L.type({
        items: L.array(L.type({ id: numeric(L), name: text(L), on: L.optional(flag(L)), tags: L.array(L.string()) })),
        kind: L.enums(['x', 'y']),
        total: L.optional(L.nullable(L.size(L.integer(), 0, 100))),
      }),
    }),
  'union of objects': (L) =>
    L.union([L.type({ kind: L.literal('a'), n: numeric(L) }), L.object({ kind: L.literal('b') })]),
};

const VALUES: unknown[] = [
  undefined,
  null,
  0,
  1,
  2,
  -0,
  1.5,
  11,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'a',
  'x',
  'abcd',
  '5',
  '1e3',
  'not a number',
  true,
  false,
  [],
  [1, 2],
  [1, 2, 3],
  ['a', 'b'],
  ['1', 2],
  [null],
  {},
  { a: 'x' },
  { a: 1 },
  { a: 'x', b: 2 },
  { a: 'x', b: '2' },
  { a: 'x', extra: true },
  { a: 'x', c: 1 },
  { a: 'x', c: 0 },
  { a: 'x', c: 'yes' },
  { kind: 'a', n: '4' },
  { kind: 'b' },
  { kind: 'b', n: 1 },
  { data: { items: [], kind: 'x' } },
  {
    data: {
      items: [
        { id: '3', name: null, tags: ['t'] },
        { id: 4, name: 12, on: 1, tags: [] },
      ],
      kind: 'y',
      total: 2,
    },
  },
  {
    data: {
      items: [
        { id: '3', name: 'n', tags: ['t'] },
        { id: 'z', name: 'n', tags: [] },
      ],
      kind: 'x',
    },
  },
  { data: { items: [{ id: 1, name: 'n', tags: [1] }], kind: 'x' } },
  { data: { items: [{ id: 1, name: 'n', tags: [] }], kind: 'z' } },
  { data: { items: [{ id: 1, name: 'n', tags: [] }], kind: 'x', total: 101 } },
  { data: { items: [{ id: 1, name: 'n', tags: [] }], kind: 'x', total: null, more: true } },
  { data: 'nope' },
];

/** The outcome of a call: its value, or the message of what it threw / returned as an error. */
function outcome(call: () => unknown) {
  try {
    const result = call();
    if (Array.isArray(result) && result.length === 2 && (result[0] === undefined || result[0] instanceof Error))
      return result[0] ? { error: (result[0] as Error).message } : { value: result[1] };
    return { value: result };
  } catch (error) {
    const invalid = error instanceof reference.StructError || error instanceof ours.StructError;
    return invalid ? { error: (error as Error).message } : { crash: (error as Error).message };
  }
}

const copy = (value: unknown) => (value === undefined ? undefined : structuredClone(value));

describe('shared/struct against superstruct', () => {
  it.each(Object.entries(SCHEMAS))('%s: create, validate and is agree on every value of the corpus', (_, build) => {
    const mine = build(lib);
    const theirs = build(reference);
    for (const value of VALUES) {
      const [a, b] = [copy(value), copy(value)];
      const label = JSON.stringify(value) ?? String(value);
      expect(
        outcome(() => lib.create(a, mine)),
        `create ${label}`,
      ).toEqual(outcome(() => reference.create(b, theirs)));
      expect(a, `create leaves ${label} as it was`).toEqual(value);
      expect(
        outcome(() => lib.validate(value, mine)),
        `validate ${label}`,
      ).toEqual(outcome(() => reference.validate(value, theirs)));
      expect(lib.is(value, mine), `is ${label}`).toBe(reference.is(value, theirs));
    }
  });

  it.each(Object.entries(SCHEMAS))('%s: agrees on any value fast-check makes up', (_, build) => {
    const mine = build(lib);
    const theirs = build(reference);
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => {
        const expected = outcome(() => reference.create(copy(value), theirs));
        const actual = outcome(() => lib.create(copy(value), mine));
        // Where superstruct crashes on a value it cannot print ({"toString": ""}), ours calls it invalid.
        if ('crash' in expected) expect(actual).toHaveProperty('error');
        else expect(actual).toEqual(expected);
        expect(lib.is(value, mine)).toBe('crash' in expected ? false : reference.is(value, theirs));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a schema where superstruct does (the config reads object().schema)', () => {
    const schema = { a: ours.string() };
    expect(ours.object(schema).schema).toBe(schema);
    expect(ours.type(schema).schema).toBe(schema);
  });

  it('throws a StructError naming the path of the first failure', () => {
    const struct = ours.type({ list: ours.array(ours.type({ id: ours.number() })) });
    expect(() => ours.create({ list: [{ id: 1 }, { id: 'x' }] }, struct)).toThrow(
      new ours.StructError({ message: 'Expected a number, but received: "x"', path: ['list', 1, 'id'] }),
    );
  });
});
