// esbuild plugin for the per-locale builds: a list of shared modules that go as one chunk, whichever
// widgets import which of them. esbuild puts modules in one chunk when the same entry points reach them,
// so a new widget that imports some of a shared chunk's modules would cut it in two, and every widget
// that used it would carry one more file. Here every import of a listed module from outside the list
// goes through one module that re-exports them all: whoever imports one reaches all.
import { existsSync } from 'node:fs';
import path from 'node:path';

const NAME = 'one-chunk';
const stem = (/** @type {string} */ file) => path.basename(file).replace(/\.[cm]?[jt]sx?$/, '');

/**
 * @param {string} root absolute path of the repo (the modules are relative to it)
 * @param {string[]} modules
 * @returns {import('esbuild').Plugin}
 */
export function oneChunk(root, modules) {
  const listed = new Set(modules.map((m) => path.join(root, m)));
  for (const file of listed) if (!existsSync(file)) throw new Error(`one chunk: ${file} does not exist`);
  const stems = new Set(modules.map(stem));
  return {
    name: NAME,
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'import-statement' || args.pluginData === NAME) return undefined;
        if (!stems.has(stem(args.path)) || listed.has(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAME,
        });
        return listed.has(resolved.path) ? { path: 'shared', namespace: NAME } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: NAME }, () => ({
        contents: [...listed].map((file) => `export * from ${JSON.stringify(file)};`).join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}
