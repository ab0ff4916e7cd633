// `npm run bench`: builds both flavors, starts the fixture host, measures every page on preact/compat and
// on React 19 side by side, prints a table with the ratio per figure and writes bench-results/bench.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import { spinFrames } from './frames.mjs';
import { heapCycles } from './heap-cycles.mjs';
import { measurePage } from './page-metrics.mjs';
import { PAGES, ROULETTE, WIDGETS } from './targets.mjs';
import { printReport } from './table.mjs';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.get('runs') ?? 3);
const CYCLES = Number(args.get('cycles') ?? 1000);
const PORT = Number(args.get('port') ?? 4390);
const BASE = `http://localhost:${PORT}`;
const FLAVORS = ['preact', 'react'];

if (!args.has('no-build')) execFileSync('node', ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const host = spawn('node', ['.host-build/server.mjs', '--port', String(PORT)], { stdio: 'ignore' });
const browser = await launch();
try {
  await waitForHost();
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    cycles: CYCLES,
    cpuThrottling: 4,
    pages: {},
    roulette: {},
    heap: {},
  };
  for (const target of PAGES) {
    report.pages[target.name] = {};
    for (const flavor of FLAVORS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measurePage(browser, BASE, { ...target, flavor }));
      report.pages[target.name][flavor] = median(runs);
      process.stderr.write(`bench: ${target.name} ${flavor} done\n`);
    }
  }
  const pagesOnly = args.has('pages-only'); // --pages-only: skip the roulette frames and the heap cycles
  for (const flavor of pagesOnly ? [] : FLAVORS)
    report.roulette[flavor] = await optional(() => spinFrames(browser, BASE, { ...ROULETTE, flavor }));
  for (const flavor of pagesOnly ? [] : FLAVORS) {
    report.heap[flavor] = [];
    for (const w of WIDGETS)
      report.heap[flavor].push(await optional(() => heapCycles(browser, BASE, { ...w, flavor, cycles: CYCLES })));
    process.stderr.write(`bench: heap ${flavor} done\n`);
  }
  report.sizes = { preact: summary('dist'), react: summary('dist-react') };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', JSON.stringify(report, null, 2));
  printReport(report);
} finally {
  await browser.close();
  host.kill();
}

async function waitForHost() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/assets/favicon.svg`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('fixture host did not start');
}

/** Median per numeric field across runs; request counts from the first run (they must not vary). */
function median(runs) {
  const out = { ...runs[0] };
  for (const key of Object.keys(out)) {
    if (typeof out[key] !== 'number') continue;
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    out[key] = sorted[Math.floor(sorted.length / 2)];
  }
  return out;
}

async function optional(fn) {
  try {
    return await fn();
  } catch (error) {
    return { error: String(error.message ?? error).split('\n')[0] };
  }
}

function summary(dir) {
  const r = JSON.parse(readFileSync(`${dir}/size-report.json`, 'utf8'));
  return Object.fromEntries(Object.entries(r.pages ?? {}).map(([k, v]) => [`page:${k}`, v.gzip]));
}
