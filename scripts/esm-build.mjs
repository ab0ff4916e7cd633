// The ESM build of one flavor (docs/ARCHITECTURE.md, "Loading"): one esbuild build per locale with code
// splitting, into dist/<locale>/, the core (widgets/core.ts) and every widget outside it an entry point.
// esbuild decides the shared chunks, so a module is on a page once whichever widgets the page mounts, and
// `import()` (a tab, a route, the DOMPurify fallback) stays esbuild's own. The loader's manifest is written
// from the build's metafile: per widget, the files of its static import closure and its stylesheets.
//
// Every module gets the core as an `inject`ed import: the core is on every page before any widget, and
// saying so lets esbuild put all the core carries in one chunk. Without it esbuild cut the core into ~12
// chunks by which other entries (widgets, lazy parts) share each module: +3 KB gzip a page in per-file
// overhead (docs/PERFORMANCE.md). A widget's own lazy parts import its entry for the same reason
// (scripts/after-widget.mjs).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { folderOf } from './css-build.mjs';
import { oneLocale } from './one-locale.mjs';
import { afterWidget } from './after-widget.mjs';

/** @typedef {import('esbuild').Metafile} Metafile */
/** @typedef {import('../shared/runtime/manifest').LocaleManifest} LocaleManifest */
/** @typedef {LocaleManifest & {core: [file: string, sha256: string][]}} LocaleBuild the manifest and the core's files */

/** A file's sha256 in base64: its Subresource Integrity value without the `sha256-` (the loader adds it). */
export const sha256Of = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('base64');

/**
 * One build per locale, each with its own metafile.
 * @param {{common: esbuild.BuildOptions, outdir: string, locales: string[], coreEntry: string,
 *          widgets: {name: string, entry: string}[]}} options widgets: the ones outside the core
 * @returns {Promise<{locale: string, metafile: Metafile}[]>}
 */
export function buildEsm({ common, outdir, locales, coreEntry, widgets }) {
  return Promise.all(
    locales.map(async (locale) => {
      const { metafile } = await esbuild.build({
        ...common,
        format: 'esm',
        splitting: true,
        metafile: true,
        entryPoints: [{ in: coreEntry, out: 'core' }, ...widgets.map((w) => ({ in: w.entry, out: w.name }))],
        inject: [coreEntry],
        outdir: `${outdir}/${locale}`,
        entryNames: '[name]-[hash]',
        chunkNames: 'chunk-[hash]',
        plugins: [
          ...(common.plugins ?? []),
          afterWidget(String(common.absWorkingDir), widgets),
          oneLocale(locale, locales),
        ],
      });
      return { locale, metafile };
    }),
  );
}

/** Output keys reachable from `start` through static imports (`start` first). */
export function staticClosure(/** @type {Metafile['outputs']} */ outputs, /** @type {string} */ start) {
  const seen = new Set([start]);
  for (const key of seen)
    for (const imp of outputs[key]?.imports ?? [])
      if (imp.kind === 'import-statement' && !imp.external) seen.add(imp.path);
  return [...seen];
}

/** Output keys reachable from `start` through static imports and import() (the lazy parts too). */
function fullClosure(/** @type {Metafile['outputs']} */ outputs, /** @type {string} */ start) {
  const seen = new Set([start]);
  for (const key of seen) for (const imp of outputs[key]?.imports ?? []) if (!imp.external) seen.add(imp.path);
  return [...seen];
}

/**
 * One locale's manifest (shared/runtime/manifest.ts LocaleManifest), from its build's metafile and the
 * files on disk (hashed for integrity, never parsed): per widget its static closure but the core's (entry
 * first) and the stylesheets of the widget folders its code uses, lazy parts included; and beside it,
 * for the loader, the core's static closure (entry first) with each file's sha256. Paths are relative to
 * the locale's folder, where the manifest is.
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
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const sha256 = [];
  const indexOf = (/** @type {string} */ file) => {
    const i = files.indexOf(file);
    if (i >= 0) return i;
    sha256.push(sha256Of(readFileSync(path.posix.join(dir, file))));
    return files.push(file) - 1;
  };
  const rel = (/** @type {string} */ key) => path.posix.relative(dir, key);
  const stylesOf = (/** @type {string} */ key) => {
    const folders = new Set(
      fullClosure(outputs, key).flatMap((k) => Object.keys(outputs[k]?.inputs ?? {}).map(folderOf)),
    );
    return Object.keys(styles)
      .filter((folder) => folders.has(folder))
      .map((folder) => rel(`${outdir}/${styles[folder]}`));
  };
  // The loader imports the core before any widget, so a widget's files are those the core lacks.
  const core = staticClosure(outputs, entryKey(coreEntry)).map(rel);
  /** @type {Record<string, number[]>} */
  const byWidget = {};
  for (const w of widgets) {
    const key = entryKey(w.entry);
    const own = staticClosure(outputs, key)
      .map(rel)
      .filter((file) => !core.includes(file));
    byWidget[w.name] = [...own, ...stylesOf(key)].map(indexOf);
  }
  /** @type {[string, string][]} */
  const coreFiles = core.map((file) => [file, sha256Of(readFileSync(path.posix.join(dir, file)))]);
  return { core: coreFiles, files, sha256, widgets: byWidget };
}

/**
 * Writes a locale's manifest as `<outdir>/<locale>/manifest-HASH.json` (named by its content, as every
 * file but the loader's) and returns what the loader carries for it (shared/runtime/manifest.ts
 * ManifestIndex): its path and integrity, and the core's files with their sha256, so the loader requests
 * the core beside the manifest. Paths relative to outdir, where the loader is.
 * @returns {import('../shared/runtime/manifest').ManifestIndex[string]}
 */
export function writeManifest(
  /** @type {string} */ outdir,
  /** @type {string} */ locale,
  /** @type {LocaleBuild} */ build,
) {
  const { core, ...manifest } = build;
  const bytes = Buffer.from(JSON.stringify(manifest));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase();
  const file = `${locale}/manifest-${hash}.json`;
  writeFileSync(`${outdir}/${file}`, bytes);
  return {
    file,
    integrity: `sha256-${sha256Of(bytes)}`,
    core: core.map(([coreFile, sha256]) => [path.posix.join(locale, coreFile), sha256]),
  };
}
