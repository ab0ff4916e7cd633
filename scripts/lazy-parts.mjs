// esbuild plugin for the per-locale builds, on our code's lazy parts (an `import()` of a relative path):
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

/** @typedef {{name: string, entry: string}} Widget */

const NAME = 'lazy-parts';
/** An `import()` of a relative path with a literal specifier (the only kind our code writes), not a type's. */
const DYNAMIC_IMPORT = /(?<!typeof\s+)\bimport\((['"])(\.{1,2}\/[^'"\n]+)\1\)/g;

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
        const calls = [...source.matchAll(DYNAMIC_IMPORT)];
        const ids = await Promise.all(
          calls.map(async ([, , specifier]) => {
            const resolved = await build.resolve(String(specifier), {
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
        let i = 0;
        const wrapped = source.replace(DYNAMIC_IMPORT, (call) => {
          const id = ids[i++];
          return id === undefined ? call : `__loadPart(${JSON.stringify(id)}, () => ${call})`;
        });
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
