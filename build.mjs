#!/usr/bin/env node
// Builds the widget bundle.
//   node build.mjs                  both flavors (dist/, dist-react/) + the fixture host (.host-build/)
//   node build.mjs --flavor=preact  dist/ only        node build.mjs --flavor=react  dist-react/ only
//   add --host to also bundle the fixture host when a flavor is given.
//   node build.mjs --update-budgets  rewrites the widgets' budgets from what they measure, prints the diff
//   node build.mjs --sourcemaps      also writes source maps (*.map beside each file; none by default, as
//                                    they carry the whole source and dist/ is served as a whole)
// Prints a size table per flavor, writes <outdir>/size-report.json and exits 1 when a preact budget
// from size-budgets.json is exceeded (see scripts/size-report.mjs and scripts/budgets.mjs).
import * as esbuild from 'esbuild';
import path from 'node:path';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { findWidgets, readLocales, registryPlugin, widgetsImportedBy } from './scripts/build-helpers.mjs';
import { adviceFor, updateBudgets } from './scripts/budgets.mjs';
import { buildCss } from './scripts/css-build.mjs';
import { buildEsm, COMPILE_ON_LOAD, manifestOf, writeManifest } from './scripts/esm-build.mjs';
import { writeEmbedTags } from './scripts/embed-tags.mjs';
import { pageWidgets } from './scripts/page-widgets.mjs';
import { writeRelease } from './scripts/release.mjs';
import { buildSizeReport, printSizeReport, printFlavorRatios } from './scripts/size-report.mjs';

const root = import.meta.dirname;
process.chdir(root);

/** @type {Record<string, {outdir: string, alias: Record<string, string>}>} */
const FLAVORS = {
  preact: {
    outdir: 'dist',
    // Widgets are written against React's API; the shipped flavor runs them on preact/compat.
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/compat/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
    },
  },
  // Real React 19: proves the same source uses only what both support.
  react: { outdir: 'dist-react', alias: {} },
};
// The oldest browsers that run what the code uses (Object.hasOwn, Array.prototype.at; README "Browsers"): esbuild
// rewrites only the syntax one of them lacks, nothing all of them run.
const TARGET = ['chrome93', 'safari15.4', 'firefox92'];
const LOADER_ENTRY = 'widgets/index.ts';
const CORE_ENTRY = 'widgets/core.ts';
const LOAD_PART = 'shared/runtime/parts.ts'; // a lazy part's files, checked (scripts/lazy-parts.mjs)
const IIFE_ENTRY = 'widgets/iife.ts';
const CHROME = 'widgets/chrome.ts';
// Shared UI placed by the build, not by which widgets import it (scripts/esm-build.mjs): the core carries the
// UI most widgets outside it use (a file less on their pages, no byte more on home); the fields, actions and
// tabs of the forms go as one chunk, so a new widget using some of them re-splits no other widget's files.
const CORE_UI = ['shared/ui/button.tsx', 'shared/ui/load-view.tsx', 'shared/ui/use-load.ts', 'shared/ui/use-uid.ts'];
const FORMS_UI = [
  'shared/ui/field.tsx',
  'shared/ui/use-action.ts',
  'shared/ui/use-invalid-focus.ts',
  'shared/ui/tabs.tsx',
  'shared/ui/use-part.ts',
];
const BUDGETS = 'size-budgets.json';
const REGISTRY = 'widgets/registry.ts';
// shared/i18n/locales.ts LOCALES, in its order: the first is the default when a page names none.
const LOCALES = await readLocales();
const HOST_ENTRY = 'host-fixtures/server.ts';
const HOST_OUTDIR = '.host-build';
/** @type {Record<string, esbuild.Loader>} */
const ASSET_LOADERS = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.woff', '.woff2'].map((ext) => [ext, 'file']),
);

// url(/img/x.png) in CSS points at the host site, not at a file here: leave it as written.
/** @type {esbuild.Plugin} */
const keepHostAbsoluteUrls = {
  name: 'keep-host-absolute-urls',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) =>
      args.kind === 'url-token' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** @param {string[]} argv */
function parseArgs(argv) {
  const opts = { flavors: Object.keys(FLAVORS), host: true, updateBudgets: false, sourcemaps: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const flavor = arg.startsWith('--flavor=')
      ? arg.slice('--flavor='.length)
      : arg === '--flavor'
        ? (argv[++i] ?? '')
        : null;
    if (flavor !== null) {
      if (!(flavor in FLAVORS)) fail(`unknown flavor "${flavor}": use --flavor=${Object.keys(FLAVORS).join('|')}`);
      opts.flavors = [flavor];
      opts.host = argv.includes('--host');
    } else if (arg === '--update-budgets') {
      opts.updateBudgets = true;
    } else if (arg === '--sourcemaps') {
      opts.sourcemaps = true;
    } else if (arg !== '--host') {
      fail(
        `unknown argument "${arg}". Usage: node build.mjs [--flavor=preact|react] [--host] [--update-budgets] [--sourcemaps]`,
      );
    }
  }
  return opts;
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

/**
 * @param {string} flavorName
 * @param {import('./scripts/build-helpers.mjs').Widget[]} widgets
 * @param {Set<string>} inCore
 * @param {Record<string, string>} define
 * @param {boolean} sourcemaps
 */
async function buildFlavor(flavorName, widgets, inCore, define, sourcemaps) {
  const started = performance.now();
  const { outdir, alias } = /** @type {{outdir: string, alias: Record<string, string>}} */ (FLAVORS[flavorName]);
  rmSync(outdir, { recursive: true, force: true });
  /** @type {esbuild.BuildOptions} */
  const common = {
    absWorkingDir: root,
    bundle: true,
    minify: true,
    target: TARGET,
    sourcemap: sourcemaps ? 'linked' : false,
    legalComments: 'none',
    logLevel: 'warning',
    define,
    // rosetta's dlv: its ES build, not the UMD file that package.json's "browser" field names (which
    // would bring esbuild's CommonJS interop into every core).
    alias: { ...alias, dlv: './node_modules/dlv/dist/dlv.es.js' },
    jsx: 'automatic',
    jsxImportSource: 'react',
    loader: ASSET_LOADERS,
    assetNames: 'assets/[name]-[hash]',
  };

  // One ESM build per locale (dist/<locale>/, scripts/esm-build.mjs): the core and every other widget
  // entry points, esbuild's code splitting deciding the shared chunks; each file carries that locale's
  // strings only (scripts/one-locale.mjs).
  const lazyWidgets = widgets.filter((w) => !inCore.has(w.name));
  const [results, styles] = await Promise.all([
    buildEsm({
      common,
      outdir,
      locales: LOCALES,
      coreEntry: CORE_ENTRY,
      widgets: lazyWidgets,
      loadPart: LOAD_PART,
      // Only where React's API is preact/compat: React's CommonJS build, injected beside the core into every entry,
      // ran before its exports were filled (`createContext is not a function` on ?flavor=react).
      inCore: flavorName === 'preact' ? CORE_UI : [],
      sharedChunk: FORMS_UI,
    }),
    buildCss({ common, outdir, chrome: inCore, plugins: [keepHostAbsoluteUrls] }),
  ]);
  const built = results.map(({ locale, metafile }) => ({
    locale,
    manifest: manifestOf({
      outdir,
      locale,
      metafile,
      coreEntry: CORE_ENTRY,
      widgets: lazyWidgets,
      styles: styles.folders,
    }),
  }));
  const manifest = Object.fromEntries(built.map((b) => [b.locale, b.manifest]));
  const index = Object.fromEntries(built.map((b) => [b.locale, writeManifest(outdir, b.locale, b.manifest)]));
  // Without splitting, esbuild inlines every import() so the classic script is self-contained (and
  // carries all three locales: it cannot pick one). It links the widgets' styles as the loader does. No
  // compile hint (COMPILE_ON_LOAD): most of what it carries never runs on a given page.
  const first = /** @type {(typeof built)[number]} */ (built[0]);
  const iifeStyles = Object.fromEntries(
    Object.entries(first.manifest.widgets).map(([name, files]) => [
      name,
      files
        .filter((i) => first.manifest.files[i]?.endsWith('.css'))
        .map((i) => [
          path.posix.join(first.locale, first.manifest.files[i] ?? ''),
          `sha256-${first.manifest.sha256[i]}`,
        ]),
    ]),
  );
  const iife = esbuild.build({
    ...common,
    define: { ...define, __WIDGETS_STYLES__: JSON.stringify(iifeStyles) },
    entryPoints: [IIFE_ENTRY],
    outfile: `${outdir}/widgets.iife.js`,
    format: 'iife',
    plugins: [registryPlugin(REGISTRY, widgets, inCore)],
  });
  // The loader: fixed name, locale-free; per locale, where its manifest is and the core's files, each with
  // its integrity, written in (the core's go out at boot beside the manifest).
  const loader = esbuild.build({
    ...common,
    entryPoints: [LOADER_ENTRY],
    outfile: `${outdir}/widgets.js`,
    format: 'esm',
    banner: COMPILE_ON_LOAD,
    metafile: true,
    define: { ...define, __WIDGETS_MANIFESTS__: JSON.stringify(index) },
  });
  const [loaderResult] = await Promise.all([loader, iife]);
  writeFileSync(`${outdir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  copyFileSync('types/widgets.d.ts', `${outdir}/widgets.d.ts`); // the typed public contract (CHANGELOG.md)
  const embed = writeEmbedTags(outdir); // the page's tags with their integrity (scripts/embed-tags.mjs)
  copyFileSync('types/widget-options.d.ts', `${outdir}/widget-options.d.ts`); // its widgets (scripts/widget-types.mjs)
  const outputs = Object.assign({}, loaderResult.metafile.outputs, ...results.map((r) => r.metafile.outputs));
  return {
    flavor: flavorName,
    outdir,
    embed,
    manifest,
    index,
    metafile: { outputs },
    cssCount: styles.count,
    ms: performance.now() - started,
  };
}

async function buildHost() {
  if (!existsSync(HOST_ENTRY)) return `${HOST_ENTRY} not found: host build skipped`;
  rmSync(HOST_OUTDIR, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [HOST_ENTRY],
    outfile: `${HOST_OUTDIR}/server.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return `${HOST_ENTRY} → ${HOST_OUTDIR}/server.mjs`;
}

async function main() {
  const started = performance.now();
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(LOADER_ENTRY)) fail(`${LOADER_ENTRY} not found`);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const define = {
    __WIDGETS_VERSION__: JSON.stringify(pkg.version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  };
  // The widget folders are the one list of widgets; the core carries those widgets/chrome.ts imports.
  const widgets = findWidgets();
  const inCore = await widgetsImportedBy(CHROME, widgets);

  /** @type {Awaited<ReturnType<typeof buildFlavor>>[]} */
  let builds = [];
  /** @type {string | null} */
  let hostNote = null;
  /** @type {Record<string, string[]>} */
  let pages = {};
  try {
    // The widgets each measured page loads, declared by its fixture page (scripts/page-widgets.mjs); first,
    // so that a page it cannot measure fails the build at once.
    pages = await pageWidgets(JSON.parse(readFileSync(BUDGETS, 'utf8')).pages ?? {});
    [builds, hostNote] = await Promise.all([
      Promise.all(opts.flavors.map((f) => buildFlavor(f, widgets, inCore, define, opts.sourcemaps))),
      opts.host ? buildHost() : Promise.resolve(null),
    ]);
  } catch (error) {
    // esbuild has already printed its diagnostics (logLevel 'warning').
    if (!(error && typeof error === 'object' && 'errors' in error)) console.error(error);
    fail('build failed');
  }

  const reportOf = (/** @type {Awaited<ReturnType<typeof buildFlavor>>} */ build) =>
    buildSizeReport({
      ...build,
      coreEntry: CORE_ENTRY,
      version: pkg.version,
      widgets,
      pages,
      budgetsConfig: JSON.parse(readFileSync(BUDGETS, 'utf8')),
    });
  /** @type {string[]} */
  const budgetsChanged = [];
  if (opts.updateBudgets) {
    const preact = builds.find((b) => b.flavor === 'preact');
    if (!preact) fail('--update-budgets measures the preact flavor: build it too');
    budgetsChanged.push(...(await updateBudgets(BUDGETS, reportOf(preact))));
  }
  /** @type {string[]} */
  const over = [];
  /** @type {Record<string, import('./scripts/size-report.mjs').Report>} */
  const reports = {};
  for (const build of builds) {
    const report = reportOf(build);
    writeFileSync(`${build.outdir}/size-report.json`, `${JSON.stringify(report, null, 2)}\n`);
    printSizeReport(report, build);
    console.log(build.embed);
    reports[build.flavor] = report;
    over.push(
      ...report.budgets
        .filter((b) => b.status === 'over')
        .map((b) => `\n  ${b.name} (+${b.overBy} B): ${adviceFor(b.name)}`),
    );
  }
  if (reports.preact && reports.react) printFlavorRatios(reports.preact, reports.react);
  const shipped = builds.find((b) => b.flavor === 'preact');
  if (shipped) {
    const release = writeRelease({ root, outdir: shipped.outdir, version: pkg.version });
    console.log(
      `\nrelease: ${release.folder}/ (pin it; ${shipped.outdir}/ is the latest), tags:\n${release.tags.join('\n')}`,
    );
  }
  if (hostNote) console.log(`host: ${hostNote}`);
  if (opts.updateBudgets) {
    console.log(`\n${BUDGETS}: ${budgetsChanged.length === 0 ? 'no change' : 'updated'}`);
    for (const change of budgetsChanged) console.log(`  ${change}`);
  }
  console.log(`\nbuilt ${widgets.length} widget(s) in ${Math.round(performance.now() - started)} ms`);
  if (over.length > 0) fail(`size budget exceeded (docs/PERFORMANCE.md, "Size"):${over.join('')}`);
}

await main();
