// @vitest-environment node
// The OpenAPI document says every bound a struct checks: lengths, number ranges, an ISO date.
import { integer, number, object, pattern, size, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SchemaWriter } from '../../contract/json-schema';

const schema = (struct: Parameters<SchemaWriter['schema']>[0]) => new SchemaWriter({}).schema(struct);

describe('SchemaWriter keeps the bounds', () => {
  it('a string length range', () => {
    expect(schema(size(string(), 3, 80))).toEqual({ type: 'string', minLength: 3, maxLength: 80 });
    expect(schema(size(string(), 1, Infinity))).toEqual({ type: 'string', minLength: 1 });
    expect(schema(string())).toEqual({ type: 'string' });
  });

  it('an integer or number range', () => {
    expect(schema(size(integer(), 1, 20))).toEqual({ type: 'integer', minimum: 1, maximum: 20 });
    expect(schema(size(integer(), -5, 2 ** 31 - 1))).toEqual({ type: 'integer', minimum: -5, maximum: 2 ** 31 - 1 });
    expect(schema(size(number(), 0, 100))).toEqual({ type: 'number', minimum: 0, maximum: 100 });
    expect(schema(number())).toEqual({ type: 'number' });
  });

  it('an ISO date or date-time', () => {
    expect(schema(pattern(string(), /^\d{4}-\d{2}-\d{2}$/))).toMatchObject({ type: 'string', format: 'date' });
    expect(schema(pattern(string(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/))).toMatchObject({
      type: 'string',
      format: 'date-time',
    });
  });

  it('inside an object', () => {
    expect(schema(object({ name: size(string(), 3, 80) }))).toMatchObject({
      properties: { name: { type: 'string', minLength: 3, maxLength: 80 } },
    });
  });
});
