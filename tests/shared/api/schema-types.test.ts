// Types come from the schemas (docs/ARCHITECTURE.md, Schemas): each schema exports its type beside it
// (`export type X = Infer<typeof X>`), and no interface or object type elsewhere in widgets/ or shared/
// declares a schema's fields over again: such a copy drifts from what the schema lets through.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Struct } from 'superstruct';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaDir = path.join(root, 'shared/api/schemas');
const schemaFiles = readdirSync(schemaDir).filter((f) => f.endsWith('.ts'));

/** Every exported schema: a Struct constant (helpers such as `numeric()` are functions, not Structs). */
async function exportedSchemas() {
  const found: { file: string; name: string; struct: Struct<unknown, unknown> }[] = [];
  for (const file of schemaFiles) {
    const module = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (value instanceof Struct) found.push({ file, name, struct: value as Struct<unknown, unknown> });
  }
  return found;
}

/** The field names of an object schema (type(), object(), or one wrapped in coerce/offer). */
const fieldsOf = (struct: Struct<unknown, unknown>): string[] =>
  struct.schema && typeof struct.schema === 'object' && !Array.isArray(struct.schema)
    ? Object.keys(struct.schema as object)
    : [];

/** Interfaces and object types (named or inline) in widgets/ and shared/ (schemas aside), with their member names. */
function declaredShapes() {
  const files = ['widgets', 'shared']
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true }).map((f) => path.join(dir, String(f))))
    .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(path.join('shared', 'api', 'schemas')));
  const shapes: { where: string; members: string[] }[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node, name: string) => {
      if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node))
        shapes.push({
          where: `${file.split(path.sep).join('/')} ${ts.isInterfaceDeclaration(node) ? node.name.text : name}`,
          members: node.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : [])),
        });
      const named = ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node) ? node.name.text : name;
      ts.forEachChild(node, (child) => visit(child, named));
    };
    visit(source, '(inline)');
  }
  return shapes;
}

describe('types from the schemas', () => {
  it('every exported schema exports its type under its own name', async () => {
    const missing = [];
    for (const { file, name } of await exportedSchemas()) {
      const source = readFileSync(path.join(schemaDir, file), 'utf8');
      if (!new RegExp(`export type ${name} = Infer<typeof ${name}>`).test(source)) missing.push(`${file} ${name}`);
    }
    expect(missing).toEqual([]);
  }, 30_000);

  it('no interface or object type repeats most of a schema’s fields (take Pick/Infer of the schema instead)', async () => {
    const schemas = (await exportedSchemas())
      .map(({ file, name, struct }) => ({ schema: `${file} ${name}`, fields: fieldsOf(struct) }))
      .filter(({ fields }) => fields.length >= 4);
    expect(schemas.length).toBeGreaterThan(5);
    const copies = declaredShapes().flatMap(({ where, members }) =>
      schemas
        .filter(({ fields }) => {
          const shared = fields.filter((f) => members.includes(f)).length;
          return shared >= 4 && shared >= (fields.length * 2) / 3;
        })
        .map(({ schema }) => `${where} copies ${schema}`),
    );
    expect(copies).toEqual([]);
    // Parsing every source file takes 2 s alone and more on a busy machine.
  }, 30_000);
});
