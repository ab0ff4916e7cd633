// esbuild plugin for the per-locale builds: a widget's own lazy part (an `import()` from a widget's folder of a
// file in that same folder) statically imports the widget's entry. The part only ever loads after the widget
// has, so the import costs nothing at run time; it tells esbuild what it cannot see, that every module the
// widget loads is already there when the part comes, so those modules share one chunk instead of being cut by
// which parts also use them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {{name: string, entry: string}} Widget */

/**
 * @param {string} root absolute path of the repo (the entries are relative to it)
 * @param {Widget[]} widgets
 * @returns {import('esbuild').Plugin}
 */
export function afterWidget(root, widgets) {
  const folderOf = (/** @type {string} */ file) => path.relative(root, file).split(path.sep).slice(0, 2).join('/');
  const entries = new Map(widgets.map((w) => [path.posix.dirname(w.entry), path.join(root, w.entry)]));
  /** @type {Map<string, string>} lazy part's path → its widget's entry */
  const parts = new Map();
  return {
    name: 'after-widget',
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'after-widget') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'after-widget',
        });
        const entry = entries.get(folderOf(args.importer));
        if (entry && folderOf(resolved.path) === folderOf(args.importer)) parts.set(resolved.path, entry);
        return resolved;
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const entry = parts.get(args.path);
        if (!entry) return undefined;
        return {
          contents: `import ${JSON.stringify(entry)};\n${await readFile(args.path, 'utf8')}`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
