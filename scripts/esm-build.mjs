// The ESM build of one flavor (docs/ARCHITECTURE.md, "Loading"): one esbuild build per locale with code
// splitting, into dist/<locale>/, the core (widgets/core.ts) and every widget outside it an entry point.
// esbuild decides the shared chunks, so a module is on a page once whichever widgets the page mounts, and
// `import()` (a tab, a route, the DOMPurify fallback) stays esbuild's own, behind `loadPart` so its files
// are checked (scripts/lazy-parts.mjs). The loader's manifest is written from the build's metafile: per
// widget, the files of its static import closure and its stylesheets; per lazy part, its files.
//
// Every module gets the core as an `inject`ed import: the core is on every page before any widget, and
// saying so lets esbuild put all the core carries in one chunk. Without it esbuild cut the core into ~12
// chunks by which other entries (widgets, lazy parts) share each module: +3 KB gzip a page in per-file
// overhead (docs/PERFORMANCE.md). The UI most widgets outside the core use is injected beside it, so the
// core carries it too. A widget's own lazy parts import its entry for the same reason
// (scripts/lazy-parts.mjs), and the UI the forms share goes as one chunk (scripts/one-chunk.mjs).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { folderOf } from './css-build.mjs';
import { oneLocale } from './one-locale.mjs';
import { lazyParts, partId } from './lazy-parts.mjs';
import { oneChunk } from './one-chunk.mjs';

/** @typedef {import('esbuild').Metafile} Metafile */
/** @typedef {import('../shared/loader/manifest').LocaleManifest} LocaleManifest */
/** @typedef {import('../shared/loader/manifest').PartsManifest} PartsManifest */
/**
 * @typedef {LocaleManifest & {core: [file: string, sha256: string][], parts: PartsManifest}} LocaleBuild
 *   the manifest, the core's files and the lazy parts' manifest
 */

/** A file's sha256 in base64: its Subresource Integrity value without the `sha256-` (the loader adds it). */
export const sha256Of = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('base64');

/**
 * V8's compile hint (Chromium 136+; other engines read a comment): every function of the file compiled with
 * it, off the main thread while it loads, not lazily on the main thread at its first call. Nearly every
 * function of the loader, the core and a page's widgets runs as the page loads; lazily, their compiles held
 * the main thread ~70-90 ms at 4x CPU on home.
 */
export const COMPILE_ON_LOAD = { js: '//# allFunctionsCalledOnLoad' };

/**
 * One build per locale, each with its own metafile.
 * @param {{common: esbuild.BuildOptions, outdir: string, locales: string[], coreEntry: string,
 *          widgets: {name: string, entry: string}[], loadPart: string, inCore?: string[],
 *          sharedChunk?: string[]}} options widgets: the ones outside the core; loadPart: the module
 *   exporting `loadPart` (shared/runtime/parts.ts); inCore: modules the core carries whoever uses them;
 *   sharedChunk: modules that go as one chunk (scripts/one-chunk.mjs)
 * @returns {Promise<{locale: string, metafile: Metafile}[]>}
 */
export function buildEsm({ common, outdir, locales, coreEntry, widgets, loadPart, inCore = [], sharedChunk = [] }) {
  return Promise.all(
    locales.map(async (locale) => {
      const { metafile } = await esbuild.build({
        ...common,
        format: 'esm',
        splitting: true,
        banner: COMPILE_ON_LOAD,
        metafile: true,
        entryPoints: [{ in: coreEntry, out: 'core' }, ...widgets.map((w) => ({ in: w.entry, out: w.name }))],
        inject: [coreEntry, ...inCore],
        outdir: `${outdir}/${locale}`,
        entryNames: '[name]-[hash]',
        chunkNames: 'chunk-[hash]',
        plugins: [
          ...(common.plugins ?? []),
          lazyParts(String(common.absWorkingDir), widgets, loadPart),
          oneLocale(locale, locales),
          oneChunk(String(common.absWorkingDir), sharedChunk),
        ],
      });
      return { locale, metafile };
    }),
  );
}

/**
 * The one walk of a build's import graph: the output keys reachable from `starts` (metafile output keys,
 * the starts first, then breadth first) through static imports, and through import() too when `lazy`;
 * never into `skip`.
 * @param {Metafile['outputs']} outputs
 * @param {string[]} starts
 * @param {{lazy?: boolean, skip?: Set<string>}} [options]
 */
export function reachable(outputs, starts, { lazy = false, skip = new Set() } = {}) {
  const seen = new Set(starts.filter((key) => outputs[key] && !skip.has(key)));
  for (const key of seen)
    for (const imp of outputs[key]?.imports ?? [])
      if (!imp.external && (lazy || imp.kind === 'import-statement') && outputs[imp.path] && !skip.has(imp.path))
        seen.add(imp.path);
  return [...seen];
}

/**
 * One locale's manifest (shared/loader/manifest.ts LocaleManifest), from its build's metafile and the
 * files on disk (hashed for integrity, never parsed): per widget its static closure but the core's (entry
 * first) and the stylesheets of the widget folders its code uses, lazy parts included; beside it, for the
 * loader, the core's static closure (entry first) with each file's sha256, and the lazy parts' manifest
 * (PartsManifest). Paths are relative to the locale's folder, where the manifests are.
 * @param {{outdir: string, locale: string, metafile: Metafile, coreEntry: string,
 *          widgets: {name: string, entry: string}[], styles: Record<string, string>}} input styles: widget
 *   folder → its stylesheet, relative to outdir
 * @returns {LocaleBuild}
 */
export function manifestOf({ outdir, locale, metafile, coreEntry, widgets, styles }) {
  const { outputs } = metafile;
  const dir = `${outdir}/${locale}`;
  const entryKey = (/** @type {string} */ source) => {
    const key = Object.keys(outputs).find((k) => k.endsWith('.js') && outputs[k]?.entryPoint === source);
    if (!key) throw new Error(`esm build: no output for ${source}`);
    return key;
  };
  /** A list of files with their sha256, and a file's index in it (added at its first use). */
  const fileList = () => {
    /** @type {{files: string[], sha256: string[]}} */
    const list = { files: [], sha256: [] };
    const indexOf = (/** @type {string} */ file) => {
      const i = list.files.indexOf(file);
      if (i >= 0) return i;
      list.sha256.push(sha256Of(readFileSync(path.posix.join(dir, file))));
      return list.files.push(file) - 1;
    };
    return { list, indexOf };
  };
  const { list, indexOf } = fileList();
  const rel = (/** @type {string} */ key) => path.posix.relative(dir, key);
  const stylesOf = (/** @type {string} */ key) => {
    const folders = new Set(
      reachable(outputs, [key], { lazy: true }).flatMap((k) => Object.keys(outputs[k]?.inputs ?? {}).map(folderOf)),
    );
    return Object.keys(styles)
      .filter((folder) => folders.has(folder))
      .map((folder) => rel(`${outdir}/${styles[folder]}`));
  };
  // The loader imports the core before any widget, so a widget's files are those the core lacks.
  const core = reachable(outputs, [entryKey(coreEntry)]).map(rel);
  const notCore = (/** @type {string} */ key) =>
    reachable(outputs, [key])
      .map(rel)
      .filter((file) => !core.includes(file));
  /** @type {Record<string, number[]>} */
  const byWidget = {};
  for (const w of widgets) {
    const key = entryKey(w.entry);
    byWidget[w.name] = [...notCore(key), ...stylesOf(key)].map(indexOf);
  }
  // The lazy parts: the other entry points of the build, each an import() target. A widget's own part
  // imports the widget (scripts/lazy-parts.mjs), so it comes after the widget's files, checked: it lists
  // what it adds to them only. Its stylesheets are its widget's.
  const entries = new Set([coreEntry, ...widgets.map((w) => w.entry)]);
  const partFiles = fileList();
  /** @type {Record<string, number[]>} */
  const parts = {};
  for (const [key, output] of Object.entries(outputs)) {
    if (!key.endsWith('.js') || !output.entryPoint || entries.has(output.entryPoint)) continue;
    const closure = reachable(outputs, [key]);
    const modules = new Set(closure.flatMap((k) => Object.keys(outputs[k]?.inputs ?? {})));
    const before = new Set(
      widgets.filter((w) => modules.has(w.entry)).flatMap((w) => reachable(outputs, [entryKey(w.entry)])),
    );
    parts[partId('.', output.entryPoint)] = closure
      .filter((k) => !before.has(k))
      .map(rel)
      .filter((file) => !core.includes(file))
      .map(partFiles.indexOf);
  }
  /** @type {[string, string][]} */
  const coreFiles = core.map((file) => [file, sha256Of(readFileSync(path.posix.join(dir, file)))]);
  return { core: coreFiles, ...list, widgets: byWidget, parts: { ...partFiles.list, parts } };
}

/**
 * What the loader carries for a locale (shared/loader/manifest.ts ManifestIndex): its manifest, paths
 * relative to outdir, where the loader is, so the page's widgets' files go out at boot with the core's
 * instead of a round trip later; and the lazy parts' manifest, written as `<outdir>/<locale>/parts-HASH.json`
 * (named by its content, as every file but the loader's), with its path and integrity.
 * @returns {import('../shared/loader/manifest').ManifestIndex[string]}
 */
export function writeManifest(
  /** @type {string} */ outdir,
  /** @type {string} */ locale,
  /** @type {LocaleBuild} */ build,
) {
  const { core, parts, files, ...rest } = build;
  const fromLoader = (/** @type {string} */ file) => path.posix.join(locale, file);
  return {
    ...rest,
    files: files.map(fromLoader),
    core: core.map(([coreFile, sha256]) => [fromLoader(coreFile), sha256]),
    parts: writeJson(outdir, locale, 'parts', parts),
  };
}

/** Writes `<outdir>/<locale>/<name>-HASH.json`; its path relative to outdir and its integrity. */
function writeJson(
  /** @type {string} */ outdir,
  /** @type {string} */ locale,
  /** @type {string} */ name,
  /** @type {unknown} */ content,
) {
  const bytes = Buffer.from(JSON.stringify(content));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase();
  const file = `${locale}/${name}-${hash}.json`;
  writeFileSync(`${outdir}/${file}`, bytes);
  return { file, integrity: `sha256-${sha256Of(bytes)}` };
}
