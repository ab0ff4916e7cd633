// Size report and budgets for build.mjs.
//
// Sizes are measured per file (each file is compressed on its own, as a server would send it):
// raw bytes, gzip level 9 and brotli quality 11. Source maps are not counted.
// A *closure* is a set of files a browser must download before something works:
//   loader             dist/widgets.js + every chunk it imports statically (transitively);
//   runtime            the loader + the non-widget chunks the loader imports lazily (the loader starts
//                      the runtime with import() as soon as it runs) + their static imports; parts the
//                      runtime itself imports lazily (session, notification region) load on first use
//                      and are not counted;
//   widget:NAME        the runtime + the widget's chunk + every chunk that chunk imports statically
//                      (a widget's own import() parts load later and are not counted);
//   page:NAME          the union of the closures of the widgets listed in size-budgets.json "pages".
// A closure's size is the sum of its files' sizes. Imports come from esbuild's metafile.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_FLAVOR = 'preact';

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

function listFiles(outdir) {
  return readdirSync(outdir, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => /\.(m?js|css)$/.test(f))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

// Loader, IIFE and CSS first, then chunks.
function rank(file) {
  return ['widgets.js', 'widgets.iife.js', 'widgets.css'].indexOf(file) + 1 || 4;
}

/**
 * Files reachable from `starts` (metafile output keys) through static imports, and through import()
 * too when `lazyExcept` is given, except into the files it holds.
 */
function closure(outputs, starts, lazyExcept = null) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !outputs[file]) continue;
    seen.add(file);
    for (const imp of outputs[file].imports) {
      if (imp.external) continue;
      if (imp.kind === 'import-statement') stack.push(imp.path);
      if (imp.kind === 'dynamic-import' && lazyExcept && !lazyExcept.has(imp.path)) stack.push(imp.path);
    }
  }
  return seen;
}

function total(files, sizes) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) for (const k of Object.keys(sum)) sum[k] += sizes[f][k];
  return { ...sum, files };
}

/**
 * @param {{flavor: string, outdir: string, metafile: import('esbuild').Metafile, version: string,
 *          widgets: {name: string, entry: string}[], budgetsConfig: {budgets?: Record<string, number>, pages?: Record<string, string[]>}}} input
 */
export function buildSizeReport({ flavor, outdir, metafile, version, widgets, budgetsConfig }) {
  const warnings = [];
  const files = listFiles(outdir);
  const sizes = Object.fromEntries(files.map((f) => [f, sizesOf(readFileSync(path.join(outdir, f)))]));
  const rel = (key) => path.posix.relative(outdir, key);
  const outputs = metafile.outputs;

  const loaderKey = `${outdir}/widgets.js`;
  const widgetChunks = new Map(); // widget name → metafile output key
  for (const { name, entry } of widgets) {
    const chunk = Object.keys(outputs).find((k) => outputs[k].entryPoint === entry);
    if (chunk) widgetChunks.set(name, chunk);
  }
  const loaderFiles = [...closure(outputs, [loaderKey])].map(rel).sort();
  const widgetKeys = new Set(widgetChunks.values());
  const loaderKeys = closure(outputs, [loaderKey]);
  const runtimeStarts = [...loaderKeys].flatMap((k) =>
    outputs[k].imports.filter((i) => i.kind === 'dynamic-import' && !widgetKeys.has(i.path)).map((i) => i.path),
  );
  const runtimeKeys = closure(outputs, [...loaderKeys, ...runtimeStarts]);
  const runtimeFiles = [...runtimeKeys].map(rel).sort();
  const lazyFromRuntime = new Set(
    [...loaderKeys].flatMap((k) => outputs[k].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)),
  );

  const widgetReports = {};
  for (const [name, chunk] of widgetChunks) {
    if (!lazyFromRuntime.has(chunk))
      warnings.push(`widget ${name}: the loader never imports it; is it in widgets/registry.ts?`);
    const files = new Set([...runtimeFiles, ...[...closure(outputs, [chunk])].map(rel)]);
    widgetReports[name] = { chunk: rel(chunk), ...total([...files].sort(), sizes) };
  }

  const pageReports = {};
  for (const [page, pageWidgets] of Object.entries(budgetsConfig.pages ?? {})) {
    const present = pageWidgets.filter((w) => widgetReports[w]);
    const missing = pageWidgets.filter((w) => !widgetReports[w]);
    if (missing.length > 0) {
      warnings.push(`page ${page}: widget(s) ${missing.join(', ')} not in this build; measured without them`);
    }
    const files = new Set([...runtimeFiles, ...present.flatMap((w) => widgetReports[w].files)]);
    pageReports[page] = { widgets: pageWidgets, missing, ...total([...files].sort(), sizes) };
  }

  const groups = { loader: total(loaderFiles, sizes), runtime: total(runtimeFiles, sizes) };
  for (const [name, r] of Object.entries(widgetReports)) groups[`widget:${name}`] = r;
  for (const [name, r] of Object.entries(pageReports)) groups[`page:${name}`] = r;

  const budgets = [];
  if (flavor === BUDGET_FLAVOR) {
    for (const [key, limit] of Object.entries(budgetsConfig.budgets ?? {})) {
      if (!/^(loader|runtime|widget:.+|page:.+|file:.+)$/.test(key) || typeof limit !== 'number' || limit <= 0) {
        throw new Error(
          `size-budgets.json: bad budget "${key}": ${JSON.stringify(limit)} (use loader, runtime, widget:NAME, page:NAME or file:PATH → gzip bytes)`,
        );
      }
      const measured = key.startsWith('file:') ? sizes[key.slice(5)] : groups[key];
      if (!measured) {
        const why =
          key.startsWith('page:') && !(key.slice(5) in (budgetsConfig.pages ?? {}))
            ? 'is not listed in "pages"'
            : 'is not in this build';
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
    measuredIn: 'bytes; gzip level 9, brotli quality 11; closures are sums of per-file sizes',
    files: Object.fromEntries(files.map((f) => [f, sizes[f]])),
    loader: groups.loader,
    runtime: groups.runtime,
    widgets: widgetReports,
    pages: pageReports,
    budgets,
    warnings,
  };
}

const fmt = (n) => n.toLocaleString('en-US');
const row = (label, s, width) =>
  `  ${label.padEnd(width)} ${fmt(s.raw).padStart(10)} ${fmt(s.gzip).padStart(9)} ${fmt(s.brotli).padStart(9)}`;

export function printSizeReport(report, { outdir, ms, cssCount }) {
  const groups = [
    ['loader', report.loader],
    ['runtime', report.runtime],
    ...Object.entries(report.widgets).map(([n, r]) => [`widget:${n}`, r]),
    ...Object.entries(report.pages).map(([n, r]) => [`page:${n}${r.missing.length ? ' (partial)' : ''}`, r]),
  ];
  const width = Math.max(32, ...Object.keys(report.files).map((f) => f.length), ...groups.map(([l]) => l.length));
  console.log(`\n${report.flavor} → ${outdir}/  (${Math.round(ms)} ms, ${cssCount} css file(s))`);
  console.log(`  ${'file'.padEnd(width)} ${'raw'.padStart(10)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  for (const [file, s] of Object.entries(report.files)) console.log(row(file, s, width));
  console.log('  -- closures (see scripts/size-report.mjs): loader ⊂ runtime ⊂ widget ⊂ page');
  for (const [label, s] of groups) console.log(row(label, s, width));
  for (const b of report.budgets) {
    if (b.status === 'ok') console.log(`  ✓ budget ${b.name}: ${fmt(b.gzip)} ≤ ${fmt(b.limit)} B gzip`);
    if (b.status === 'over')
      console.log(`  ✗ budget ${b.name}: ${fmt(b.gzip)} > ${fmt(b.limit)} B gzip, over by ${fmt(b.overBy)} B`);
  }
  for (const w of report.warnings) console.log(`  ! warning: ${w}`);
}

export function printFlavorRatios(preact, react) {
  const rows = [
    ['loader', preact.loader, react.loader],
    ['runtime', preact.runtime, react.runtime],
    ...Object.keys(preact.widgets).map((w) => [`widget:${w}`, preact.widgets[w], react.widgets[w]]),
    ...Object.keys(preact.pages).map((p) => [`page:${p}`, preact.pages[p], react.pages[p]]),
  ].filter(([, a, b]) => a && b && b.gzip > 0);
  console.log('\npreact / react (gzip)');
  for (const [label, a, b] of rows) {
    console.log(
      `  ${label.padEnd(32)} ${fmt(a.gzip).padStart(9)} / ${fmt(b.gzip).padStart(9)} = ${(a.gzip / b.gzip).toFixed(2)}`,
    );
  }
}
