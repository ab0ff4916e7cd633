import type { JsonSchema } from './json-schema';

/** One field of an answer or a body, flattened: `data.user.email`. */
export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  notes: string;
}

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  const target = components[ref.split('/').pop() ?? ''] ?? {};
  return { ...target, ...schema, $ref: undefined, description: schema.description ?? target.description };
}

function typeOf(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  const s = resolve(schema, components);
  if (s.anyOf) return (s.anyOf as JsonSchema[]).map((a) => typeOf(a, components)).join(' | ');
  if (s.oneOf) return (s.oneOf as JsonSchema[]).map((a) => typeOf(a, components)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  if (s.enum) return (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : String(s.type ?? 'any');
  const bounds = [
    s.minimum !== undefined && `≥ ${String(s.minimum)}`,
    s.maximum !== undefined && `≤ ${String(s.maximum)}`,
  ];
  const extra = bounds.filter(Boolean).join(', ');
  return type === 'array'
    ? `array of ${typeOf(s.items as JsonSchema, components)}`
    : extra
      ? `${type} (${extra})`
      : type;
}

/** Every field under `schema`, depth first, as a person reads a contract. */
export function fieldRows(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  path = '',
  seen = new Set<string>(),
): FieldRow[] {
  const s = resolve(schema, components);
  const branches = ((s.anyOf ?? s.oneOf ?? []) as JsonSchema[]).filter((b) => b.type !== 'null');
  if (branches.length === 1 && branches[0]) return fieldRows(branches[0], components, path, seen);
  if (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')))
    return fieldRows(s.items as JsonSchema, components, `${path}[]`, seen);
  const ref = (schema.$ref as string | undefined) ?? '';
  if (!s.properties || seen.has(ref)) return [];
  const inner = ref ? new Set([...seen, ref]) : seen;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(s.properties as Record<string, JsonSchema>).flatMap(([key, prop]) => {
    const at = path ? `${path}.${key}` : key;
    const p = resolve(prop, components);
    const row: FieldRow = {
      path: at,
      type: typeOf(prop, components).replace(/ \| null/g, ' | null'),
      required: required.has(key),
      notes: [p.description, p.default !== undefined && `Default ${JSON.stringify(p.default)}.`]
        .filter(Boolean)
        .join(' '),
    };
    return [row, ...fieldRows(prop, components, at, inner)];
  });
}

function table(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p>No fields the widgets read.</p>';
  const body = rows
    .map(
      (r) =>
        `<tr><td><code>${esc(r.path)}</code></td><td>${esc(r.type)}</td><td>${r.required ? 'required' : 'optional'}</td><td>${esc(r.notes)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th></th><th>What the widgets do</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The API reference as one self-contained HTML page (no script, no network): the fixture host serves it. */
export function renderReference(doc: JsonSchema, stylesheet: string): string {
  const components = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;
  const info = doc.info as { title: string; version: string; description: string };
  const sections: string[] = [];
  const index: string[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, JsonSchema>>)) {
    for (const [method, op] of Object.entries(item)) {
      const id = String(op.operationId);
      index.push(`<li><a href="#${esc(id)}"><code>${method.toUpperCase()} ${esc(path)}</code></a></li>`);
      const params = ((op.parameters as JsonSchema[]) ?? [])
        .filter((p) => !p.$ref)
        .map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)})</li>`)
        .join('');
      const request = (op.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined)?.content[
        'application/json'
      ]?.schema;
      const responses = op.responses as Record<
        string,
        { description: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }
      >;
      const success = responses['2XX'];
      const media = success?.content?.['application/json'];
      const errors = Object.entries(responses)
        .filter(([status]) => status !== '2XX')
        .map(([status, r]) => `<tr><td>${esc(status)}</td><td>${esc(r.description)}</td></tr>`)
        .join('');
      sections.push(`<section id="${esc(id)}">
<h2><code>${method.toUpperCase()} ${esc(path)}</code> <small>${esc(id)}</small></h2>
<p>${esc(op.summary)}</p><p>${esc(op.description)}</p>
<p>Headers: <code>Accept: application/json</code>, <code>Accept-Language: ru | uk | en</code>${params ? '; parameters:' : ''}</p>${params ? `<ul>${params}</ul>` : ''}
${request ? `<h3>Request body</h3>${table(fieldRows(request, components))}` : ''}
<h3>Answer</h3><p>${esc(success?.description ?? '')}</p>${media ? table(fieldRows(media.schema, components)) : ''}
${media?.example === undefined ? '' : `<details><summary>Example (the fixture host)</summary><pre>${esc(JSON.stringify(media.example, null, 2))}</pre></details>`}
<h3>Errors</h3><p>The body: <code>{"message": "…", "errors": {"field": ["…"]}}</code>.</p><table><tbody>${errors}</tbody></table>
</section>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title><link rel="stylesheet" href="${esc(stylesheet)}"></head><body>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1><p>${esc(info.description)}</p>
<p>The document itself: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1). The guide: docs/BACKEND.md.</p>
<nav><ul>${index.join('')}</ul></nav>${sections.join('\n')}</body></html>`;
}
