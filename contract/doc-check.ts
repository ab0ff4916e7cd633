import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema } from './json-schema';

/** Validators of a document's answers by operationId and status (JSON Schema 2020-12, as OpenAPI 3.1 has it). */
export function answerValidators(doc: JsonSchema): (id: string, status: number) => ValidateFunction | undefined {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const components = doc.components;
  const byId = new Map<string, Record<string, { content?: Record<string, { schema: JsonSchema }> }>>();
  for (const item of Object.values(doc.paths as Record<string, Record<string, JsonSchema>>))
    for (const op of Object.values(item)) byId.set(op.operationId as string, op.responses as never);
  const cache = new Map<string, ValidateFunction | undefined>();
  return (id, status) => {
    const key = `${id} ${status}`;
    if (!cache.has(key)) {
      const responses = byId.get(id) ?? {};
      const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
      const schema = response?.content?.['application/json']?.schema;
      cache.set(key, schema ? ajv.compile({ ...schema, components }) : undefined);
    }
    return cache.get(key);
  };
}
