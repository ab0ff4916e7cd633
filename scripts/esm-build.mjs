// The ESM build of one flavor, one folder per locale (dist/<locale>-HASH/, scripts/versioned-folder.mjs): the core as one file, page bundles (the
// core plus the widgets of a known page, one file each, widgets/bundles.json), and every other widget
// built against the core (docs/ARCHITECTURE.md, "Loading").
//
// Why: with code splitting alone, esbuild gives every distinct set of importers its own chunk, so a page
// fetched the core plus ~30 small shared chunks (each gzipped on its own, ≈7 KB more per page, and ≈1.7 ms
// of module set-up each at 4× CPU). Here a core is one file, and whatever is built apart from it takes
// what it shares with it from that core:
//   1. scan: build the core once to learn its modules, then the widgets with those modules external, to
//      learn which names of them the widgets import (`shared`); likewise each page bundle's lazy parts
//      (its widgets' `import()`s: tabs, routes, the DOMPurify fallback) against the bundle (`own`);
//   2. per locale: the widgets, with every import of a core module pointed at one small "link" module
//      (`export const [useState, …] = globalThis[Symbol.for('widgets.core')]`, a chunk of their build);
//      each bundle's parts the same way against `widgets.bundle`; then the core and each bundle, which put
//      those names into those arrays, in the same order, and name their parts' files in their `import()`s.
//   The widgets work with whichever core the loader picked, and the page has one preact and one session.
//   A module a widget shares with the page's bundle but not with the core is a second copy on that page
//   (page-wide state belongs in the core: docs/ARCHITECTURE.md). The names must be unique across the
//   modules a link serves (the build says which clash).
// The runtime has no import() of its own: whatever a core imports lazily is a part (docs/ARCHITECTURE.md).
import * as esbuild from 'esbuild';
import path from 'node:path';
import { folderOf } from './css-build.mjs';
import { oneLocale } from './one-locale.mjs';
import { versionFolder } from './versioned-folder.mjs';

const KIT = 'core-module';
const SKIP = { skipKit: true };
// The arrays the core fills and the link modules read (registered symbols: no names on `window`): the
// names the widgets outside the core use, and those a page bundle's own lazy parts use.
const SHARED = "globalThis[Symbol.for('widgets.core')]";
const OWN = "globalThis[Symbol.for('widgets.bundle')]";

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

/** Sends every import of a module in `modules` (a Set or Map keyed by path relative to root) to `to(path)`. */
function redirectModules(build, modules, root, to) {
  build.onResolve({ filter: /.*/ }, async (args) => {
    if (args.namespace !== 'file') return undefined;
    const rel = await resolveRel(build, args, root);
    return rel && modules.has(rel) ? to(rel) : undefined;
  });
}

/**
 * Makes every import of a module in `modules` external, as `core-module:<path>`, so the scan's output
 * shows which names the widgets use.
 */
function coreExternals(modules, root) {
  return {
    name: 'core-externals',
    setup: (build) => redirectModules(build, modules, root, (rel) => ({ path: `${KIT}:${rel}`, external: true })),
  };
}

/** `[[module, name]…]` in the order of the core's array. */
const slots = (names) => [...names].flatMap(([rel, list]) => list.map((name) => [rel, name]));
const local = (name) => (name === 'default' ? '$default' : name);

/**
 * A core entry (`core` or `bundle-NAME`): the real one's `start`, the registry of the widgets inside it
 * (the chrome's, then the bundle's own), and the names the others import put into the arrays: `shared`
 * for the widgets outside it, `own` for a bundle's lazy parts.
 */
function coreEntryPlugin(root, coreEntry, shared, bundled = [], own = new Map()) {
  return {
    name: 'core-entry',
    setup(build) {
      build.onResolve({ filter: /^core-entry$/ }, () => ({ path: 'core-entry', namespace: 'core-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'core-entry' }, () => {
        const lines = [`import { start, widgets as chrome } from ${JSON.stringify(`./${coreEntry}`)};`];
        const array = (names, prefix) =>
          slots(names).map(([rel, name], i) => {
            lines.push(`import { ${name} as ${prefix}${i} } from ${JSON.stringify(`./${rel}`)};`);
            return `${prefix}${i}`;
          });
        lines.push(`${SHARED} = [${array(shared, 's').join(', ')}];`);
        if (own.size > 0) lines.push(`${OWN} = [${array(own, 'o').join(', ')}];`);
        bundled.forEach((w, i) => lines.push(`import w${i} from ${JSON.stringify(`./${w.entry}`)};`));
        const inside = bundled.map((w, i) => `${JSON.stringify(w.name)}: () => Promise.resolve({ default: w${i} })`);
        lines.push(`export const widgets = { ...chrome, ${inside.join(', ')} };`, 'export { start };');
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
    },
  };
}

/** Every import of a module in `names` goes to the link module, which reads the core's array `slot`. */
function linkPlugin(names, root, slot) {
  return {
    name: 'core-link',
    setup(build) {
      redirectModules(build, names, root, () => ({ path: 'link', namespace: 'core-link' }));
      build.onLoad({ filter: /.*/, namespace: 'core-link' }, () => {
        const all = slots(names).map(([, n]) => local(n));
        const contents = `export const [${all.join(', ')}] = ${slot};${all.includes('$default') ? '\nexport { $default as default };' : ''}`;
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * In a core's build, an `import()` (a widget's tab or route, the DOMPurify fallback) is external, at
 * `target(path)`: a lazy part, built on its own against the core.
 */
function lazyParts(root, target) {
  return {
    name: 'lazy-parts',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.namespace !== 'file') return undefined;
        const rel = await resolveRel(build, args, root);
        return rel ? { path: target(rel), external: true } : undefined;
      });
    },
  };
}

/** A build outside the cores must carry no preact (or React) of its own: a second copy breaks hooks. */
function oneRuntime(result) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const own = Object.keys(output.inputs).filter((input) =>
      /node_modules\/(preact|react|react-dom|scheduler)\//.test(input),
    );
    if (own.length > 0) throw new Error(`esm build: ${file} carries ${own.join(', ')}: the core must export it`);
  }
  return result;
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
 *          widgets: {name: string, entry: string}[], bundles: Record<string, string[]>, root: string}} options
 *   widgets: the ones outside the core; bundles: page bundle name → the widgets it carries
 * @returns {Promise<{locale: string, results: esbuild.BuildResult[], cores: {widgets: string[], key: string}[]}[]>}
 *   results: every build of the locale; cores: the core (no widgets) then the bundles, `key` its file in
 *   the metafiles' `outputs`
 */
export async function buildEsm({ common, outdir, locales, coreEntry, widgets, bundles, root }) {
  const esm = { ...common, format: 'esm', splitting: true, metafile: true, chunkNames: 'chunk-[hash]' };
  const widgetEntries = widgets.map((w) => ({ in: w.entry, out: w.name }));
  const scanLocale = [oneLocale(locales[0], locales)];
  const entryOf = Object.fromEntries(widgets.map((w) => [w.name, w]));
  for (const [name, list] of Object.entries(bundles))
    for (const w of list)
      if (!entryOf[w]) throw new Error(`esm build: bundle ${name}: no widget "${w}" outside the core`);

  // A core is one file: no splitting, its lazy parts are external (lazyParts).
  const coreBuild = { ...esm, splitting: false };
  /** The names that `entries`, built apart, import from the modules of the scanned core. */
  const namesUsed = async (coreScan, entries) => {
    const modules = new Set(Object.values(coreScan.metafile.outputs).flatMap((o) => Object.keys(o.inputs)));
    const scan = await esbuild.build({
      ...esm,
      minify: false,
      entryPoints: entries,
      outdir,
      write: false,
      plugins: [...scanLocale, coreExternals(modules, root)],
    });
    return importedNames(scan.outputFiles);
  };
  const shared = await namesUsed(
    await esbuild.build({ ...coreBuild, entryPoints: [coreEntry], outdir, write: false, plugins: scanLocale }),
    widgetEntries,
  );
  // Each core (the core alone, then the bundles): its widgets, its lazy parts and the names they use.
  const cores = await Promise.all(
    [['core', []], ...Object.entries(bundles).map(([name, list]) => [`bundle-${name}`, list])].map(
      async ([out, list]) => {
        const bundled = list.map((w) => entryOf[w]);
        const parts = new Set();
        const scan = await esbuild.build({
          ...coreBuild,
          entryPoints: [{ in: 'core-entry', out }],
          outdir,
          write: false,
          plugins: [
            ...scanLocale,
            coreEntryPlugin(root, coreEntry, shared, bundled),
            lazyParts(root, (rel) => (parts.add(rel), `part:${rel}`)),
          ],
        });
        const own = parts.size > 0 ? await namesUsed(scan, [...parts]) : new Map();
        return { out, widgets: list, bundled, parts: [...parts].sort(), own };
      },
    ),
  );

  return Promise.all(
    locales.map(async (locale) => {
      const dir = `${outdir}/${locale}`;
      const strings = oneLocale(locale, locales);
      const step = (options) => esbuild.build({ ...options, outdir: dir, entryNames: '[name]-[hash]' });
      const results = [];
      const widgetsBuild = await step({
        ...esm,
        entryPoints: widgetEntries,
        plugins: [strings, linkPlugin(shared, root, SHARED)],
      });
      results.push(oneRuntime(widgetsBuild));
      const built = await Promise.all(
        cores.map(async (core) => {
          // The lazy parts first, so the core can name their files. Each core keeps its own results: pushed as
          // the builds finish, the cores' order (and so the names versionFolder gives, purify or purify-2) would
          // change from run to run.
          const own = [];
          const fileOf = {};
          if (core.parts.length > 0) {
            const partsBuild = await step({
              ...esm,
              entryPoints: core.parts.map((rel) => ({ in: rel, out: path.posix.basename(rel).replace(/\.tsx?$/, '') })),
              plugins: [strings, linkPlugin(core.own, root, OWN)],
            });
            own.push(oneRuntime(partsBuild));
            for (const [key, output] of Object.entries(partsBuild.metafile.outputs))
              if (core.parts.includes(output.entryPoint)) fileOf[output.entryPoint] = key;
          }
          const result = await step({
            ...coreBuild,
            entryPoints: [{ in: 'core-entry', out: core.out }],
            plugins: [
              strings,
              coreEntryPlugin(root, coreEntry, shared, core.bundled, core.own),
              lazyParts(root, (rel) => `./${path.posix.basename(fileOf[rel])}`),
            ],
          });
          own.push(result);
          const key = Object.keys(result.metafile.outputs).find(
            (k) => result.metafile.outputs[k].entryPoint === 'core-entry:core-entry',
          );
          // The parts are external to the core's build, yet files of this locale's build: the size report
          // follows them.
          for (const imp of result.metafile.outputs[key].imports) {
            const part = imp.external && Object.values(fileOf).find((k) => imp.path === `./${path.posix.basename(k)}`);
            if (part) Object.assign(imp, { path: part, external: false });
          }
          return { widgets: core.widgets, key, results: own };
        }),
      );
      results.push(...built.flatMap((core) => core.results));
      const { moved } = versionFolder(
        dir,
        results.map((result) => result.metafile),
      );
      return { locale, results, cores: built.map(({ widgets, key }) => ({ widgets, key: moved(key) })) };
    }),
  );
}

/**
 * See shared/runtime/manifest.ts: files of one locale's build; the core and the page bundles, each with the
 * widgets inside it; each other widget's static closure, then the styles of the widget folders its code
 * uses, lazy parts included (scripts/css-build.mjs).
 */
export function manifestOf(outdir, outputs, { cores }, widgets, styles) {
  const keys = Object.keys(outputs).filter((k) => k.endsWith('.js'));
  const entryKey = (source) => keys.find((k) => outputs[k].entryPoint === source);
  const closure = (start, lazyToo = false) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key)) continue;
      seen.add(key);
      for (const imp of outputs[key].imports)
        if ((lazyToo || imp.kind === 'import-statement') && !imp.external) stack.push(imp.path);
    }
    return [...seen];
  };
  const stylesOf = (key) => {
    const folders = new Set(closure(key, true).flatMap((k) => Object.keys(outputs[k].inputs).map(folderOf)));
    return Object.keys(styles)
      .filter((f) => folders.has(f))
      .map((f) => styles[f]);
  };
  const files = [];
  const indexOf = (key) => {
    const rel = path.posix.relative(outdir, key);
    const i = files.indexOf(rel);
    return i >= 0 ? i : files.push(rel) - 1;
  };
  const byWidget = {};
  for (const w of widgets) {
    const key = entryKey(w.entry);
    if (key) byWidget[w.name] = [...closure(key), ...stylesOf(key).map((f) => `${outdir}/${f}`)].map(indexOf);
  }
  // The core and the bundles are one file each (their lazy parts are import()s of their own).
  return { files, cores: cores.map((core) => [indexOf(core.key), core.widgets]), widgets: byWidget };
}
