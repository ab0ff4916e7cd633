// Size report and budgets for build.mjs.
//
// Sizes are measured per file (each file is compressed on its own, as a server would send it):
// raw bytes, gzip level 9 and brotli quality 11. Source maps are not counted.
// A *closure* is the set of files a browser downloads, measured the way the bench counts a page
// (every script fetched until the page settles), for one locale's build (dist/<locale>/):
//   loader             dist/widgets.js (locale-free: every locale's manifest, the files and their integrity);
//   runtime            the loader + the core's static closure (runtime, preact, the
//                      chrome's widgets, the notification region, the session's endpoints, in the chunks
//                      esbuild split them into); its budget checks it without the loader;
//   widget:NAME        the runtime + the widget's static closure; not its lazy parts (every `import()`
//                      target in the metafile but a widget's entry: loaded on an interaction, a tab
//                      clicked, a route followed, the report's "onDemand") nor size-budgets.json
//                      "fallbacks" (loaded only by browsers that lack a feature: DOMPurify where there is
//                      no HTML Sanitizer API); its budget checks `own`, what the widget adds to the
//                      runtime (its files but the runtime's);
//   page:NAME          the first wave the loader requests for the widgets on page NAME (size-budgets.json
//                      "pages" names the fixture page, which declares its mount points: scripts/page-widgets.mjs):
//                      the runtime plus the closures of its widgets, every file once, and the lazy parts'
//                      manifest where a widget's first screen can be a part ("partsAtBoot": the loader
//                      fetches it at boot there, shared/runtime/parts.ts);
//                      printed a second time with the fallbacks (what such a browser loads), not budgeted.
// Each closure is measured in every locale; the largest (always ru or uk: Cyrillic) is reported and
// checked. Imports come from esbuild's metafile. Budgets (size-budgets.json, scripts/budgets.mjs): the
// loader, the runtime and the pages have targets; a widget's own addition is measured + a margin.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reachable } from './esm-build.mjs';

const BUDGET_FLAVOR = 'preact';

/** @typedef {{raw: number, gzip: number, brotli: number}} Sizes */
/** @typedef {Sizes & {files: string[]}} Total */
/** @typedef {Total & {locale: string}} Closure */
/** @typedef {Closure & {own: Closure}} WidgetReport */
/** @typedef {Closure & {widgets: string[], missing: string[], withFallbacks: Sizes & {locale: string}}} PageReport */
/** @typedef {{name: string, limit: number, gzip: number | null, status: 'ok' | 'over' | 'missing', overBy?: number}} Budget */
/**
 * @typedef {{flavor: string, version: string, measuredIn: string, locales: string[], onDemand: string[],
 *   files: Record<string, Sizes>, loader: Total, runtime: Closure & {own: Total},
 *   widgets: Record<string, WidgetReport>, pages: Record<string, PageReport>, budgets: Budget[],
 *   warnings: string[]}} Report
 */

/** @param {Buffer} buffer */
export function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

/** @param {string} outdir */
function listFiles(outdir) {
  return readdirSync(outdir, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => /\.(m?js|css)$|parts-\w+\.json$/.test(f))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

// Loader, IIFE and CSS first, then chunks.
function rank(/** @type {string} */ file) {
  return ['widgets.js', 'widgets.iife.js', 'widgets.css'].indexOf(file) + 1 || 4;
}

/**
 * @param {string[]} files
 * @param {Record<string, Sizes>} sizes
 * @returns {Total}
 */
function total(files, sizes) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const size = /** @type {Sizes} */ (sizes[f]);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return { ...sum, files };
}

/**
 * @param {{flavor: string, outdir: string, metafile: {outputs: import('esbuild').Metafile['outputs']},
 *          index: Record<string, {parts: {file: string}}>, coreEntry: string, version: string,
 *          widgets: {name: string, entry: string}[], pages: Record<string, string[]>,
 *          budgetsConfig: {budgets?: Record<string, number>, fallbacks?: string[], partsAtBoot?: string[]}}} input
 *   `index`: per locale, its lazy parts' manifest's file (relative to outdir); `pages`: page NAME → the widgets it
 *   loads (scripts/page-widgets.mjs).
 * @returns {Report}
 */
export function buildSizeReport({
  flavor,
  outdir,
  metafile,
  index,
  coreEntry,
  version,
  widgets,
  pages,
  budgetsConfig,
}) {
  /** @type {string[]} */
  const warnings = [];
  const files = listFiles(outdir);
  /** @type {Record<string, Sizes>} */
  const sizes = Object.fromEntries(files.map((f) => [f, sizesOf(readFileSync(path.join(outdir, f)))]));
  const rel = (/** @type {string} */ key) => path.posix.relative(outdir, key);
  const outputs = metafile.outputs;
  const fallbacks = new Set(budgetsConfig.fallbacks ?? []);
  const partsAtBoot = new Set(budgetsConfig.partsAtBoot ?? []);
  const locales = Object.keys(index);
  // The lazy parts: every import() target but a widget's entry and the core, each by its source.
  const entries = new Set([coreEntry, ...widgets.map((w) => w.entry)]);
  const lazyKeys = new Set(
    Object.values(outputs).flatMap((o) =>
      o.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path),
    ),
  );
  const onDemand = new Set(
    [...lazyKeys]
      .map((key) => outputs[key]?.entryPoint ?? '')
      .filter((source) => source && !entries.has(source) && !fallbacks.has(source)),
  );
  const keysOf = (/** @type {string} */ locale, /** @type {string} */ source) =>
    Object.keys(outputs).filter(
      (k) => k.startsWith(`${outdir}/${locale}/`) && k.endsWith('.js') && outputs[k]?.entryPoint === source,
    );
  const keyOf = (/** @type {string} */ locale, /** @type {string} */ source) => keysOf(locale, source)[0];

  /**
   * The closure of the widgets `names` in one locale's build; no names = the runtime alone.
   * @param {string} locale
   * @param {string[]} names
   * @param {boolean} withFallbacks
   * @returns {Total}
   */
  function measure(locale, names, withFallbacks) {
    const starts = [`${outdir}/widgets.js`, keyOf(locale, coreEntry) ?? ''];
    /** @type {Set<string>} */
    const skip = new Set();
    for (const w of widgets) {
      const key = keyOf(locale, w.entry);
      if (!key) continue;
      if (names.includes(w.name)) starts.push(key);
      else skip.add(key);
    }
    for (const source of onDemand) for (const key of keysOf(locale, source)) skip.add(key);
    if (!withFallbacks)
      for (const source of fallbacks) {
        const keys = keysOf(locale, source);
        for (const key of keys) skip.add(key);
        if (keys.length === 0 && locale === locales[0])
          warnings.push(`fallbacks ${source}: no such lazy part in the build`);
      }
    const manifests = names.some((name) => partsAtBoot.has(name)) ? [index[locale]?.parts.file ?? ''] : [];
    return total([...reachable(outputs, starts, { lazy: true, skip }).map(rel), ...manifests].sort(), sizes);
  }
  /** The largest of the locales' closures. */
  const largest = (/** @type {string[]} */ names, withFallbacks = false) =>
    locales
      .map((locale) => ({ locale, ...measure(locale, names, withFallbacks) }))
      .reduce((a, b) => (b.gzip > a.gzip ? b : a));
  /** What a widget adds to the runtime, in the largest locale: its closure but the runtime's files. */
  const ownOf = (/** @type {string} */ name) =>
    locales
      .map((locale) => {
        const runtime = new Set(measure(locale, [], false).files);
        const files = measure(locale, [name], false).files.filter((f) => !runtime.has(f));
        return { locale, ...total(files, sizes) };
      })
      .reduce((a, b) => (b.gzip > a.gzip ? b : a));

  /** @type {Record<string, WidgetReport>} */
  const widgetReports = {};
  for (const { name } of widgets) widgetReports[name] = { ...largest([name]), own: ownOf(name) };
  /** @type {Record<string, PageReport>} */
  const pageReports = {};
  for (const [page, pageWidgets] of Object.entries(pages)) {
    const missing = pageWidgets.filter((w) => !widgetReports[w]);
    if (missing.length > 0) {
      warnings.push(`page ${page}: widget(s) ${missing.join(', ')} not in this build; measured without them`);
    }
    const { locale, files, ...sizes } = largest(pageWidgets, true);
    pageReports[page] = { widgets: pageWidgets, missing, ...largest(pageWidgets), withFallbacks: { locale, ...sizes } };
  }

  // The runtime's own: the core without the loader (whose manifest grows with every widget).
  const runtime = largest([]);
  /** @type {Record<string, (Total & {own?: Total}) | undefined>} */
  const groups = {
    loader: total(['widgets.js'], sizes),
    runtime: {
      ...runtime,
      own: total(
        runtime.files.filter((f) => f !== 'widgets.js'),
        sizes,
      ),
    },
  };
  for (const [name, r] of Object.entries(widgetReports)) groups[`widget:${name}`] = r;
  for (const [name, r] of Object.entries(pageReports)) groups[`page:${name}`] = r;

  /** @type {Budget[]} */
  const budgets = [];
  if (flavor === BUDGET_FLAVOR) {
    for (const [key, limit] of Object.entries(budgetsConfig.budgets ?? {})) {
      if (!/^(loader|runtime|widget:.+|page:.+|file:.+)$/.test(key) || typeof limit !== 'number' || limit <= 0) {
        throw new Error(
          `size-budgets.json: bad budget "${key}": ${JSON.stringify(limit)} (use loader, runtime, widget:NAME, page:NAME or file:PATH → gzip bytes)`,
        );
      }
      const measured = key.startsWith('file:')
        ? sizes[key.slice(5)]
        : key.startsWith('widget:') || key === 'runtime'
          ? groups[key]?.own
          : groups[key];
      if (!measured) {
        const why =
          key.startsWith('page:') && !(key.slice(5) in pages) ? 'is not listed in "pages"' : 'is not in this build';
        warnings.push(`budget ${key} ${why}; not checked`);
        budgets.push({ name: key, limit, gzip: null, status: 'missing' });
        continue;
      }
      const over = measured.gzip - limit;
      budgets.push({
        name: key,
        limit,
        gzip: measured.gzip,
        status: over > 0 ? 'over' : 'ok',
        ...(over > 0 ? { overBy: over } : {}),
      });
    }
  }

  return {
    flavor,
    version,
    measuredIn: 'bytes; gzip level 9, brotli quality 11; closures are sums of per-file sizes, largest locale',
    locales,
    onDemand: [...onDemand].sort(),
    files: sizes,
    loader: total(['widgets.js'], sizes),
    runtime: {
      ...runtime,
      own: total(
        runtime.files.filter((f) => f !== 'widgets.js'),
        sizes,
      ),
    },
    widgets: widgetReports,
    pages: pageReports,
    budgets,
    warnings,
  };
}

const fmt = (/** @type {number | null | undefined} */ n) => (n ?? 0).toLocaleString('en-US');
const row = (/** @type {string} */ label, /** @type {Sizes} */ s, /** @type {number} */ width) =>
  `  ${label.padEnd(width)} ${fmt(s.raw).padStart(10)} ${fmt(s.gzip).padStart(9)} ${fmt(s.brotli).padStart(9)}`;

/** A labelled row. */
const tuple = (/** @type {string} */ label, /** @type {Sizes} */ sizes) =>
  /** @type {[string, Sizes]} */ ([label, sizes]);

/**
 * @param {Report} report
 * @param {{outdir: string, ms: number, cssCount: number}} build
 */
export function printSizeReport(report, { outdir, ms, cssCount }) {
  /** @type {[string, Sizes][]} */
  const groups = [
    ['loader', report.loader],
    ['runtime', report.runtime],
    ...Object.entries(report.widgets).map(([n, r]) => tuple(`widget:${n} [${r.locale}]`, r)),
    ...Object.entries(report.widgets).map(([n, r]) => tuple(`widget:${n} own [${r.own.locale}]`, r.own)),
    ...Object.entries(report.pages).map(([n, r]) =>
      tuple(`page:${n} [${r.locale}]${r.missing.length ? ' (partial)' : ''}`, r),
    ),
    ...Object.entries(report.pages)
      .filter(([, r]) => r.withFallbacks.gzip !== r.gzip)
      .map(([n, r]) => tuple(`page:${n} [${r.withFallbacks.locale}] + fallbacks`, r.withFallbacks)),
  ];
  // The file table shows the first locale's build; the others have the same files with other strings.
  const shown = Object.entries(report.files).filter(
    ([f]) => !report.locales.slice(1).some((l) => f.startsWith(`${l}/`)),
  );
  const width = Math.max(32, ...shown.map(([f]) => f.length), ...groups.map(([l]) => l.length));
  console.log(`\n${report.flavor} → ${outdir}/  (${Math.round(ms)} ms, ${cssCount} css file(s))`);
  console.log(`  ${'file'.padEnd(width)} ${'raw'.padStart(10)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  for (const [file, s] of shown) console.log(row(file, s, width));
  console.log(
    '  -- closures (see scripts/size-report.mjs): loader ⊂ runtime ⊂ widget ⊂ page; "own": what a widget adds to the runtime (its budget); "+ fallbacks": on browsers without a feature',
  );
  for (const [label, s] of groups) console.log(row(label, s, width));
  for (const b of report.budgets) {
    if (b.status === 'ok') console.log(`  ✓ budget ${b.name}: ${fmt(b.gzip)} ≤ ${fmt(b.limit)} B gzip`);
    if (b.status === 'over')
      console.log(`  ✗ budget ${b.name}: ${fmt(b.gzip)} > ${fmt(b.limit)} B gzip, over by ${fmt(b.overBy)} B`);
  }
  for (const w of report.warnings) console.log(`  ! warning: ${w}`);
}

const row3 = (/** @type {string} */ label, /** @type {Sizes | undefined} */ a, /** @type {Sizes | undefined} */ b) =>
  /** @type {[string, Sizes | undefined, Sizes | undefined]} */ ([label, a, b]);

/**
 * @param {Report} preact
 * @param {Report} react
 */
export function printFlavorRatios(preact, react) {
  /** @type {[string, Sizes | undefined, Sizes | undefined][]} */
  const rows = [
    ['loader', preact.loader, react.loader],
    ['runtime', preact.runtime, react.runtime],
    ...Object.keys(preact.widgets).map((w) => row3(`widget:${w}`, preact.widgets[w], react.widgets[w])),
    ...Object.keys(preact.pages).map((p) => row3(`page:${p}`, preact.pages[p], react.pages[p])),
  ];
  console.log('\npreact / react (gzip)');
  for (const [label, a, b] of rows) {
    if (!a || !b || b.gzip === 0) continue;
    console.log(
      `  ${label.padEnd(32)} ${fmt(a.gzip).padStart(9)} / ${fmt(b.gzip).padStart(9)} = ${(a.gzip / b.gzip).toFixed(2)}`,
    );
  }
}
