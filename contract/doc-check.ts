import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema } from './json-schema';

/** The schema with every object closed: a property it does not name is flagged, not ignored. */
export function closed<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(closed) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closed(v)])) as Record<string, unknown>;
  const object = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
  if (object && out.properties && typeof out.additionalProperties !== 'object') out.additionalProperties = false;
  return out as T;
}

/**
 * Validators of a document's answers by operationId and status (JSON Schema 2020-12, as OpenAPI 3.1 has it).
 * `strict`: unknown properties fail too (the examples must be exactly what the schema names).
 */
export function answerValidators(
  doc: JsonSchema,
  { strict = false } = {},
): (id: string, status: number) => ValidateFunction | undefined {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const components = strict ? closed(doc.components) : doc.components;
  const byId = new Map<string, Record<string, { content?: Record<string, { schema: JsonSchema }> }>>();
  for (const item of Object.values(doc.paths as Record<string, Record<string, JsonSchema>>))
    for (const op of Object.values(item)) byId.set(op.operationId as string, op.responses as never);
  const cache = new Map<string, ValidateFunction | undefined>();
  return (id, status) => {
    const key = `${id} ${status}`;
    if (!cache.has(key)) {
      const responses = byId.get(id) ?? {};
      const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
      const found = response?.content?.['application/json']?.schema;
      const schema = found && strict ? closed(found) : found;
      cache.set(key, schema ? ajv.compile({ ...schema, components }) : undefined);
    }
    return cache.get(key);
  };
}
