// `npm run bench`: builds both flavors, starts the fixture host and measures every page, and the interactions a
// player makes on it, on preact/compat and on React 19 (and on earlier builds with `--before=DIR,…`), every build
// in turn within each run so drift and load hit all alike; prints a table and writes bench-results/bench.json.
// Options: --runs=5 --cycles=1000 --port=4390 --no-build --pages-only (no roulette frames, no heap cycles)
// --pages=home,case --before=DIR,DIR (built checkouts, each served by its own fixture host on the next ports).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch, waitForHost } from './browser.mjs';
import { spinFrames } from './frames.mjs';
import { heapCycles } from './heap-cycles.mjs';
import { measurePage } from './page-metrics.mjs';
import { INTERACTIONS, PAGES, ROULETTE, WIDGETS } from './targets.mjs';
import { printReport } from './table.mjs';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.get('runs') ?? 5);
const CYCLES = Number(args.get('cycles') ?? 1000);
const PORT = Number(args.get('port') ?? 4390);
const BASE = `http://localhost:${PORT}`;
const BEFORE = args.get('before')?.split(',') ?? [];
const FLAVORS = ['preact', 'react'];
/** Each build is served by its own checkout's fixture host; React is today's build with `?flavor=react`. */
const BUILDS = [
  ...BEFORE.map((dir, i) => ({ name: commitOf(dir), base: `http://localhost:${PORT + 1 + i}`, flavor: 'preact', dir })),
  { name: 'preact', base: BASE, flavor: 'preact', dir: '.' },
  { name: 'react', base: BASE, flavor: 'react', dir: '.' },
];

if (!args.has('no-build')) execFileSync('node', ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const hosts = [...new Set(BUILDS.map((b) => b.base))].map((base) =>
  spawn('node', ['.host-build/server.mjs', '--port', new URL(base).port], {
    cwd: BUILDS.find((b) => b.base === base).dir,
    stdio: 'ignore',
  }),
);
const browser = await launch();
try {
  for (const { base } of BUILDS) await waitForHost(base);
  const load = () => loadavg().map((l) => Number(l.toFixed(2)));
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    cycles: CYCLES,
    cpuThrottling: 4,
    builds: BUILDS.map(({ name, base, flavor, dir }) => ({ name, base, flavor, dir })),
    load: { start: load() },
    pages: {},
    interactions: {},
    roulette: {},
    heap: {},
    samples: { pages: {}, interactions: {} }, // every run's figures, for a closer look than the medians
  };
  // Run by run, every build in turn on the same page and interaction, so drift and the machine's load hit all alike.
  const only = args.get('pages')?.split(',');
  for (const target of PAGES.filter((page) => !only || only.includes(page.name))) {
    const loads = Object.fromEntries(BUILDS.map((b) => [b.name, []]));
    const mine = INTERACTIONS.filter((i) => i.page === target.name);
    for (const i of mine) report.interactions[i.name] = { page: target.name };
    const answers = Object.fromEntries(mine.map((i) => [i.name, Object.fromEntries(BUILDS.map((b) => [b.name, []]))]));
    for (let run = 0; run < RUNS; run++)
      for (const interaction of mine.length ? mine : [undefined])
        for (const build of BUILDS) {
          const result = await optional(() =>
            measurePage(browser, build.base, { ...target, flavor: build.flavor, interaction }),
          );
          if (result.error) process.stderr.write(`bench: ${target.name} on ${build.name}: ${result.error}\n`);
          else loads[build.name].push(result);
          if (result.interaction) answers[interaction.name][build.name].push(result.interaction);
        }
    report.pages[target.name] = { load: load(), ...mapValues(loads, median) };
    report.samples.pages[target.name] = mapValues(loads, (runs) => runs.map(({ requests, interaction, ...r }) => r));
    Object.assign(report.samples.interactions, answers);
    for (const [name, byBuild] of Object.entries(answers))
      Object.assign(report.interactions[name], mapValues(byBuild, median));
    process.stderr.write(`bench: ${target.name} done (load ${load().join(' ')})\n`);
  }
  const pagesOnly = args.has('pages-only'); // --pages-only: skip the roulette frames and the heap cycles
  for (const build of pagesOnly ? [] : BUILDS)
    report.roulette[build.name] = await optional(() =>
      spinFrames(browser, build.base, { ...ROULETTE, flavor: build.flavor }),
    );
  for (const flavor of pagesOnly ? [] : FLAVORS) {
    report.heap[flavor] = [];
    for (const w of WIDGETS)
      report.heap[flavor].push(await optional(() => heapCycles(browser, BASE, { ...w, flavor, cycles: CYCLES })));
    process.stderr.write(`bench: heap ${flavor} done\n`);
  }
  report.load.end = load();
  report.sizes = { preact: summary('dist'), react: summary('dist-react') };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', JSON.stringify(report, null, 2));
  printReport(report);
} finally {
  await browser.close();
  for (const host of hosts) host.kill();
}

function mapValues(object, fn) {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v)]));
}

/** Median per numeric field across runs, with the runs' count; request counts from the first run (they must not vary). */
function median(runs) {
  if (runs.length === 0) return { error: 'no run finished' };
  const out = { ...runs[0], interaction: undefined };
  for (const key of Object.keys(out)) {
    if (typeof out[key] !== 'number') continue;
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    out[key] = sorted[Math.floor(sorted.length / 2)];
  }
  return { ...out, samples: runs.length };
}

async function optional(fn) {
  try {
    return await fn();
  } catch (error) {
    return { error: String(error.message ?? error).split('\n')[0] };
  }
}

function commitOf(dir) {
  return execFileSync('git', ['-C', dir, 'rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim();
}

function summary(dir) {
  const r = JSON.parse(readFileSync(`${dir}/size-report.json`, 'utf8'));
  return Object.fromEntries(Object.entries(r.pages ?? {}).map(([k, v]) => [`page:${k}`, v.gzip]));
}
