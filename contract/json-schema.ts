import { Struct, validate } from 'superstruct';
import { AMOUNT_MAX } from '../shared/api/schemas/offer';

export type JsonSchema = Record<string, unknown>;
/** Any struct: a struct of a request type (`Describe<Credentials>`) is not a `Struct<unknown>`, its refiner takes the type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;

/** What a struct makes of a value on the wire: refused, or accepted as (coerced) `value`. */
function accepts(struct: AnyStruct, value: unknown): { ok: boolean; value?: unknown } {
  const [error, coerced] = validate(value, struct, { coerce: true });
  return error ? { ok: false } : { ok: true, value: coerced };
}

const NUMERIC_STRING = '^-?[0-9]+(\\.[0-9]+)?$';

/**
 * The JSON Schema of what a superstruct struct accepts on the wire. The shape (objects, arrays, enums,
 * literals) comes from the struct's own `type` and `schema`; what coercions, `optional`, `nullable` and
 * `size` add is not introspectable in superstruct, so it is asked of the struct itself (does it accept
 * `"12"`, `0`/`1`, `null`, `-1`, AMOUNT_MAX + 1?): the document says what the widgets' validator does.
 */
export class SchemaWriter {
  /** Named structs (by their `schema` object, which `optional`, `nullable`, `coerce` and `offer` keep). */
  private readonly names = new Map<unknown, string>();
  readonly components: Record<string, JsonSchema> = {};

  constructor(
    named: Record<string, unknown>,
    private readonly describe: (component: string, field: string) => string | undefined = () => undefined,
  ) {
    for (const [name, value] of Object.entries(named)) {
      if (
        value instanceof Struct &&
        (value.type === 'type' || value.type === 'object') &&
        !this.names.has(value.schema)
      )
        this.names.set(value.schema, name);
    }
  }

  /** The schema of `struct`, with named object structs as `$ref`s to components. */
  schema(struct: AnyStruct): JsonSchema {
    const base = this.shape(struct);
    return accepts(struct, null).ok && !this.acceptsNullByCoercion(struct) ? nullable(base) : base;
  }

  /** Whether an object struct's field is required, and its default when it is not. */
  field(struct: AnyStruct): { required: boolean; fallback?: unknown } {
    const absent = accepts(struct, undefined);
    if (!absent.ok) return { required: true };
    return absent.value === undefined ? { required: false } : { required: false, fallback: absent.value };
  }

  private acceptsNullByCoercion(struct: AnyStruct): boolean {
    // text() reads null as '' (documented on the string itself).
    return struct.type === 'string' && accepts(struct, null).value === '';
  }

  private shape(struct: AnyStruct): JsonSchema {
    switch (struct.type) {
      case 'type':
      case 'object': {
        const name = this.names.get(struct.schema);
        if (!name) return this.object(struct, undefined);
        if (!this.components[name]) {
          this.components[name] = {}; // reserved first: a schema may refer to itself
          this.components[name] = this.object(struct, name);
        }
        return { $ref: `#/components/schemas/${name}` };
      }
      case 'array':
        return { type: 'array', items: this.schema(struct.schema as AnyStruct) };
      case 'literal':
        return { const: struct.schema };
      case 'enums':
        return this.enums(struct);
      case 'string':
        return accepts(struct, 1).ok
          ? {
              anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }],
              description: 'Text; a number is read as its digits and null as an empty string.',
            }
          : { type: 'string', ...this.length(struct) };
      case 'number':
      case 'integer':
        return this.number(struct);
      case 'boolean':
        return accepts(struct, 1).ok
          ? { anyOf: [{ type: 'boolean' }, { enum: [0, 1] }], description: 'A flag: true/false, or 1/0.' }
          : { type: 'boolean' };
      default:
        return {};
    }
  }

  private object(struct: AnyStruct, name: string | undefined): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(struct.schema as Record<string, AnyStruct>)) {
      const { required: must, fallback } = this.field(field);
      const text = name ? this.describe(name, key) : undefined;
      properties[key] = withNotes(this.schema(field), text, fallback);
      if (must) required.push(key);
    }
    return {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      // `type()` ignores fields it does not name; `object()` refuses them.
      additionalProperties: struct.type === 'type',
    };
  }

  private enums(struct: AnyStruct): JsonSchema {
    const values = Object.values(struct.schema as Record<string, unknown>);
    const other = accepts(struct, 'any-other-value');
    if (!other.ok) return { enum: values };
    return {
      type: 'string',
      examples: values,
      description: `One of ${values.join(', ')}; any other string is read as ${JSON.stringify(other.value)}.`,
    };
  }

  private number(struct: AnyStruct): JsonSchema {
    const ok = (n: number) => accepts(struct, n).ok;
    const seed = SEEDS.find(ok);
    const fraction = seed !== undefined && (ok(seed + 0.5) || ok(seed - 0.5));
    const type = struct.type === 'integer' || (seed !== undefined && !fraction) ? 'integer' : 'number';
    const bounds: JsonSchema = seed === undefined ? {} : range(ok, seed, 'minimum', 'maximum');
    if (!accepts(struct, '12').ok) return { type, ...bounds };
    return {
      anyOf: [
        { type, ...bounds },
        { type: 'string', pattern: NUMERIC_STRING },
      ],
      description: 'A number, or a string of one (read as the number).',
    };
  }

  /** A length range, or an ISO date format where only a date is accepted. */
  private length(struct: AnyStruct): JsonSchema {
    const ok = (n: number) => n >= 0 && n <= MAX_LENGTH && accepts(struct, 'a'.repeat(n)).ok;
    const seed = [0, 1, 2, 3, 8, 16, 32, 64].find(ok);
    if (seed !== undefined) return range(ok, seed, 'minLength', 'maxLength', -1, MAX_LENGTH + 1);
    const format = Object.entries(FORMATS).find(([, sample]) => accepts(struct, sample).ok)?.[0];
    return format ? { format } : {};
  }
}

/** Values tried for one a number struct accepts, from which its bounds are searched. */
const SEEDS = [0, 1, -1, 10, 100, 1000, 1e6, AMOUNT_MAX];
const MAX_LENGTH = 100_000;
/** What a string struct that takes no plain text may be: an ISO date, then an ISO date-time. */
const FORMATS = { date: '2024-01-31', 'date-time': '2024-01-31T12:00:00Z' };

/**
 * The least and greatest whole numbers `ok` takes around `seed` (which it takes), searched by halving
 * toward `floor` and `ceiling` (which it must refuse for a bound to exist). A length of 0 is no bound.
 */
function range(
  ok: (n: number) => boolean,
  seed: number,
  low: string,
  high: string,
  floor = -Number.MAX_SAFE_INTEGER,
  ceiling = Number.MAX_SAFE_INTEGER,
): JsonSchema {
  const out: JsonSchema = {};
  if (!ok(floor)) {
    let [bad, good] = [floor, seed];
    while (good - bad > 1) {
      const mid = Math.floor(bad / 2 + good / 2);
      if (ok(mid)) good = mid;
      else bad = mid;
    }
    if (bad > floor || low === 'minimum') out[low] = good;
  }
  if (!ok(ceiling)) {
    let [good, bad] = [seed, ceiling];
    while (bad - good > 1) {
      const mid = Math.floor(good / 2 + bad / 2);
      if (ok(mid)) good = mid;
      else bad = mid;
    }
    if (bad < ceiling || high === 'maximum') out[high] = good;
  }
  return out;
}

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.anyOf)) return { ...schema, anyOf: [...(schema.anyOf as JsonSchema[]), { type: 'null' }] };
  if (schema.$ref || schema.enum || 'const' in schema) return { anyOf: [schema, { type: 'null' }] };
  return schema;
}

function withNotes(schema: JsonSchema, text: string | undefined, fallback: unknown): JsonSchema {
  const notes = [schema.description, text].filter(Boolean).join(' ');
  const out: JsonSchema = schema.$ref ? { allOf: [schema] } : { ...schema };
  if (notes) out.description = notes;
  if (fallback !== undefined) out.default = fallback;
  return schema.$ref && !notes && fallback === undefined ? schema : out;
}
