// The ESM build of one flavor, one folder per locale (dist/<locale>/): the core as one file, and every other
// widget built against it as an external module.
//
// Why: with code splitting alone, esbuild gives every distinct set of importers its own chunk, so a page
// fetched the core plus ~30 small shared chunks (each gzipped on its own, ≈7 KB more per page, and ≈1.7 ms
// of module set-up each at 4× CPU). Here the core (runtime, preact, the chrome's widgets and everything
// they import) is one file, and the widgets import what they share with it from that file:
//   1. scan: build the core once to learn its modules, then the widgets with those modules external, to
//      learn which names of them the widgets import;
//   2. per locale: build the core with those names exported, then the widgets with every import of a core
//      module pointed at the core file (`import { useState } from "./core-HASH.js"`), so a module lives
//      exactly once on a page (one preact, one session), whichever file asked for it. The names must be
//      unique across the core modules the widgets use (the build says which clash).
// The widgets' lazy parts (tabs, routes, the DOMPurify fallback) stay split; the core's own import()s (the
// notification region, the session's endpoints) are inlined into it.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { oneLocale } from './one-locale.mjs';

const KIT = 'core-module';
const SKIP = { skipKit: true };

/** Resolves an import the way the build would, as a path relative to the working directory (or null). */
async function resolveRel(build, args, root) {
  if (args.pluginData === SKIP) return null;
  const result = await build.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    namespace: args.namespace,
    pluginData: SKIP,
  });
  if (result.errors.length > 0 || result.external || !result.path) return null;
  return path.relative(root, result.path).split(path.sep).join('/');
}

/**
 * Makes every import of a module in `modules` (paths relative to root) external, at `target(path)`: in the
 * scan `core-module:<path>`, so the output shows which names are used; then the core file itself.
 */
function coreExternals(modules, root, target) {
  return {
    name: 'core-externals',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const rel = await resolveRel(build, args, root);
        return rel && modules.has(rel) ? { path: target(rel), external: true } : undefined;
      });
    },
  };
}

/** The core entry: the real one's exports plus every core name the widgets import. */
function coreEntryPlugin(coreEntry, names) {
  return {
    name: 'core-entry',
    setup(build) {
      build.onResolve({ filter: /^core-entry$/ }, () => ({ path: 'core-entry', namespace: 'core-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'core-entry' }, () => {
        const lines = [`export * from ${JSON.stringify(`./${coreEntry}`)};`];
        for (const [rel, list] of names)
          lines.push(`export { ${[...list].join(', ')} } from ${JSON.stringify(`./${rel}`)};`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}

// `import a, { b as c } from "core-module:x"`, `import * as n from …`, `export { … } from …`, `import(…)`.
const IMPORT = /\b(import|export)\s*([^;'"]*?)\s*from\s*"core-module:([^"]+)"/g;
const DYNAMIC = /\bimport\(\s*"core-module:([^"]+)"\s*\)/;

/** Module path → the names the widgets import from it, from the scan's outputs. */
function importedNames(outputFiles) {
  const byModule = new Map();
  const problems = [];
  for (const file of outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    const text = file.text;
    const dynamic = DYNAMIC.exec(text);
    if (dynamic) problems.push(`${dynamic[1]} is imported with import(): import it statically`);
    for (const [, keyword, clause, rel] of text.matchAll(IMPORT)) {
      const names = byModule.get(rel) ?? new Set();
      byModule.set(rel, names);
      if (/\*\s*as/.test(clause)) problems.push(`${rel} is imported as a namespace: import the names it needs`);
      const named = /\{([^}]*)\}/.exec(clause);
      const head = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, ' ')
        .trim();
      if (keyword === 'import' && head && !head.startsWith('*')) names.add('default');
      for (const part of named ? named[1].split(',') : []) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  const owner = new Map();
  for (const [rel, names] of byModule)
    for (const name of names) {
      if (name === 'start' || owner.has(name))
        problems.push(`"${name}" is imported from ${owner.get(name) ?? 'the core entry'} and ${rel}: rename one`);
      owner.set(name, rel);
    }
  if (problems.length > 0) throw new Error(`esm build: ${[...new Set(problems)].join('; ')}`);
  return new Map([...byModule.keys()].sort().map((rel) => [rel, [...byModule.get(rel)].sort()]));
}

/**
 * @param {{common: object, outdir: string, locales: string[], coreEntry: string,
 *          widgets: {name: string, entry: string}[], root: string}} options
 * @returns {Promise<{locale: string, core: esbuild.BuildResult, widgets: esbuild.BuildResult, coreKey: string}[]>}
 *   coreKey: the core file's key in `core.metafile.outputs`
 */
export async function buildEsm({ common, outdir, locales, coreEntry, widgets, root }) {
  const esm = { ...common, format: 'esm', splitting: true, metafile: true, chunkNames: 'chunk-[hash]' };
  const widgetEntries = widgets.map((w) => ({ in: w.entry, out: w.name }));
  const scanLocale = [oneLocale(locales[0], locales)];

  // The core is one file: without splitting, esbuild inlines its own import()s (the notification region, the
  // session's endpoints: small, and every page loads them after ready anyway), and nothing it shares with
  // them goes to a chunk of its own.
  const coreBuild = { ...esm, splitting: false };
  const coreScan = await esbuild.build({
    ...coreBuild,
    entryPoints: [coreEntry],
    outdir,
    write: false,
    plugins: scanLocale,
  });
  const coreModules = new Set(Object.values(coreScan.metafile.outputs).flatMap((o) => Object.keys(o.inputs)));
  const widgetScan = await esbuild.build({
    ...esm,
    minify: false,
    entryPoints: widgetEntries,
    outdir,
    write: false,
    plugins: [...scanLocale, coreExternals(coreModules, root, (rel) => `${KIT}:${rel}`)],
  });
  const names = importedNames(widgetScan.outputFiles);

  return Promise.all(
    locales.map(async (locale) => {
      const dir = `${outdir}/${locale}`;
      const strings = oneLocale(locale, locales);
      const core = await esbuild.build({
        ...coreBuild,
        entryPoints: [{ in: 'core-entry', out: 'core' }],
        outdir: dir,
        entryNames: '[name]-[hash]',
        plugins: [strings, coreEntryPlugin(coreEntry, names)],
      });
      const coreKey = Object.keys(core.metafile.outputs).find(
        (k) => core.metafile.outputs[k].entryPoint === 'core-entry:core-entry',
      );
      const coreFile = `./${path.posix.basename(coreKey)}`;
      const built = await esbuild.build({
        ...esm,
        entryPoints: widgetEntries,
        outdir: dir,
        entryNames: '[name]-[hash]',
        plugins: [strings, coreExternals(names, root, () => coreFile)],
      });
      return { locale, core, widgets: built, coreKey };
    }),
  );
}
