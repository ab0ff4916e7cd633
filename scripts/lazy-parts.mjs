// esbuild plugin for the per-locale builds, on our code's lazy parts (an `import()` of a relative path, found
// by TypeScript's parser):
// - Every such `import()` goes through `loadPart(id, () => import(…))` (shared/runtime/parts.ts), `id`
//   being the part's source path from the repo's root without its extension, as the manifest names the
//   part's files (scripts/esm-build.mjs). The loader requests them with their integrity before the import
//   runs, so a lazy part is checked as a widget is (docs/ARCHITECTURE.md, "Loading").
// - A widget's own lazy part (an `import()` from a widget's folder of a file in that same folder)
//   statically imports the widget's entry. The part only ever loads after the widget has, so the import
//   costs nothing at run time; it tells esbuild what it cannot see, that every module the widget loads is
//   already there when the part comes, so those modules share one chunk instead of being cut by which
//   parts also use them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{name: string, entry: string}} Widget */

const NAME = 'lazy-parts';

/**
 * The `import()` calls of a relative path with a literal specifier in `source` (the only kind our code
 * writes), found by TypeScript's parser, so a comment, a string or a type's `import('…')` is none: each
 * with the call's start and end offsets and its specifier.
 * @returns {{start: number, end: number, specifier: string}[]}
 */
function dynamicImports(/** @type {string} */ file, /** @type {string} */ source) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  /** @type {{start: number, end: number, specifier: string}[]} */
  const calls = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument) && /^\.{1,2}\//.test(argument.text))
        calls.push({ start: node.getStart(sourceFile), end: node.getEnd(), specifier: argument.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return calls;
}

/** A lazy part's id: its source path from `root`, POSIX separators, no extension. */
export const partId = (/** @type {string} */ root, /** @type {string} */ file) =>
  path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/\.[jt]sx?$/, '');

/**
 * @param {string} root absolute path of the repo (the entries are relative to it)
 * @param {Widget[]} widgets
 * @param {string} loadPartModule the module exporting `loadPart`, relative to root
 * @returns {import('esbuild').Plugin}
 */
export function lazyParts(root, widgets, loadPartModule) {
  const folderOf = (/** @type {string} */ file) => path.relative(root, file).split(path.sep).slice(0, 2).join('/');
  const entries = new Map(widgets.map((w) => [path.posix.dirname(w.entry), path.join(root, w.entry)]));
  const loadPart = JSON.stringify(path.join(root, loadPartModule));
  /** @type {Map<string, string>} lazy part's path → its widget's entry */
  const parts = new Map();
  return {
    name: NAME,
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAME) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAME,
        });
        const entry = entries.get(folderOf(args.importer));
        if (entry && folderOf(resolved.path) === folderOf(args.importer)) parts.set(resolved.path, entry);
        return resolved;
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = await readFile(args.path, 'utf8');
        const resolveDir = path.dirname(args.path);
        const calls = source.includes('import(') ? dynamicImports(args.path, source) : [];
        const ids = await Promise.all(
          calls.map(async ({ specifier }) => {
            const resolved = await build.resolve(specifier, {
              kind: 'dynamic-import',
              importer: args.path,
              resolveDir,
              pluginData: NAME,
            });
            return resolved.errors.length > 0 ? undefined : partId(root, resolved.path);
          }),
        );
        const entry = parts.get(args.path);
        if (!entry && calls.length === 0) return undefined;
        // From the last call back, so the offsets before it stay right.
        let wrapped = source;
        for (let i = calls.length - 1; i >= 0; i--) {
          const { start, end } = /** @type {{start: number, end: number}} */ (calls[i]);
          const id = ids[i];
          if (id !== undefined)
            wrapped = `${wrapped.slice(0, start)}__loadPart(${JSON.stringify(id)}, () => ${wrapped.slice(start, end)})${wrapped.slice(end)}`;
        }
        const head = [
          ...(entry ? [`import ${JSON.stringify(entry)};`] : []),
          ...(calls.length > 0 ? [`import { loadPart as __loadPart } from ${loadPart};`] : []),
        ];
        return {
          contents: `${head.join(' ')}\n${wrapped}`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir,
        };
      });
    },
  };
}
