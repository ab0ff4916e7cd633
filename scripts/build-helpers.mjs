// Helpers for build.mjs (paths are relative to the repository root, the cwd). The build's inputs are
// data: the widget folders (the one list of widgets), JSON files, and TypeScript modules compiled and
// imported (never read with regular expressions).
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = path.join(import.meta.dirname, '..');

/** @typedef {{name: string, entry: string}} Widget a folder widgets/<name>/ and its entry, relative to root */

let imported = 0;

/**
 * A TypeScript module of the repository (a path relative to it, or its source as `{contents}`), bundled for
 * node and imported as it would run: the one way scripts/ and the build run TypeScript. Packages stay
 * imports, resolved from the repository's node_modules: the bundle is written into node_modules/.cache/
 * and removed once imported. `options` adds to esbuild's (alias, loader, define; `bundle: false` for a
 * module that must import nothing).
 * @param {string | {contents: string}} entry
 * @param {esbuild.BuildOptions} [options]
 * @returns {Promise<Record<string, any>>}
 */
export async function importTs(entry, options = {}) {
  const dir = path.join(repo, 'node_modules/.cache/import-ts');
  const outfile = path.join(dir, `${process.pid}-${++imported}.mjs`);
  mkdirSync(dir, { recursive: true });
  try {
    await esbuild.build({
      absWorkingDir: repo,
      ...(typeof entry === 'string'
        ? { entryPoints: [path.resolve(repo, entry)] }
        : { stdin: { contents: entry.contents, resolveDir: repo, loader: 'ts' } }),
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      ...(options.bundle === false ? {} : { packages: 'external' }),
      jsx: 'automatic',
      logLevel: 'error',
      ...options,
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** shared/i18n/locales.ts LOCALES, in its order: the first is the default when a page names none. */
export const readLocales = async () => [...(await importTs('shared/i18n/locales.ts')).LOCALES];

/**
 * Every folder widgets/<name>/ with an index.tsx (or index.ts), sorted; `entry` relative to root.
 * @returns {Widget[]}
 */
export function findWidgets(root = process.cwd()) {
  const dir = path.join(root, 'widgets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const entry = ['index.tsx', 'index.ts']
        .map((f) => `widgets/${d.name}/${f}`)
        .find((f) => existsSync(path.join(root, f)));
      return entry ? { name: d.name, entry } : null;
    })
    .filter((w) => w !== null)
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * The widgets a module (widgets/chrome.ts) imports statically: the folders of the widget entries among
 * its own imports, as esbuild resolves them.
 * @param {string} file
 * @param {Widget[]} widgets
 * @returns {Promise<Set<string>>}
 */
export async function widgetsImportedBy(file, widgets, root = process.cwd()) {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  const entries = new Map(widgets.map((w) => [w.entry, w.name]));
  return new Set(
    (metafile.inputs[file]?.imports ?? [])
      .filter((imp) => imp.kind === 'import-statement' && entries.has(imp.path))
      .map((imp) => /** @type {string} */ (entries.get(imp.path))),
  );
}

/**
 * An esbuild plugin writing the classic build's registry (`widgets/registry.ts`) from the folders:
 * the chrome's widgets as chrome.ts gives them, every other widget a lazy import of its entry.
 * @param {string} registryFile
 * @param {Widget[]} widgets
 * @param {Set<string>} inCore
 * @returns {esbuild.Plugin}
 */
export function registryPlugin(registryFile, widgets, inCore) {
  const file = path.resolve(registryFile);
  return {
    name: 'widget-registry',
    setup(build) {
      build.onLoad({ filter: /[\\/]registry\.ts$/ }, (args) => {
        if (args.path !== file) return undefined;
        const lines = widgets
          .filter((w) => !inCore.has(w.name))
          .map(
            (w) =>
              `  ${JSON.stringify(w.name)}: () => import(${JSON.stringify(`./${path.posix.relative(path.posix.dirname(registryFile), w.entry).replace(/\.tsx?$/, '')}`)}),`,
          );
        return {
          contents: `import { chrome } from './chrome';\nexport const registry = {\n  ...chrome,\n${lines.join('\n')}\n};\n`,
          loader: 'ts',
          resolveDir: path.dirname(file),
        };
      });
    },
  };
}

/**
 * `dir/**\/*.css`, as sorted forward-slash paths.
 * @param {string} dir
 */
export function findCss(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => `${dir}/${String(f).split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.css'))
    .sort();
}
