// `npm run bench`: builds both flavors, starts the fixture host and measures every page, and the interactions a
// player makes on it, on preact/compat and on React 19 (and on earlier builds with `--before=DIR,…`), every build
// in turn within each run so drift and load hit all alike; prints a table and writes bench-results/bench.json.
// Options: --runs=5 --cycles=1000 --port=4390 --no-build --pages-only (no roulette frames, no heap cycles)
// --pages=home,case --before=DIR,DIR (built checkouts, each served by today's fixture host from its own dist/)
// --network-only (only the loads at a phone's network, bench/network.mjs: HTTP/2 and HTTP/1.1, cold and warm;
// each page's waterfalls go to bench-results/waterfall-PAGE-BUILD-PROTOCOL-cold|warm.svg)
// --no-network (none of those: the loopback loads and interactions only)
// --lighthouse (only Lighthouse's mobile preset, on today's build and any --before, --runs=1 unless given: bench/lighthouse.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch, waitForHost } from './browser.mjs';
import { spinFrames } from './frames.mjs';
import { heapCycles } from './heap-cycles.mjs';
import { lighthouse } from './lighthouse.mjs';
import { benchCertificate, describeNetwork, measureNetwork, NETWORKS } from './network.mjs';
import { measurePage } from './page-metrics.mjs';
import { INTERACTIONS, LIGHTHOUSE_PAGES, NETWORK_PAGES, PAGES, ROULETTE, WIDGETS } from './targets.mjs';
import { waterfallSvg } from './waterfall.mjs';
import { printReport } from './table.mjs';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.get('runs') ?? 5);
const CYCLES = Number(args.get('cycles') ?? 1000);
const PORT = Number(args.get('port') ?? 4390);
const BASE = `http://localhost:${PORT}`;
const BEFORE = args.get('before')?.split(',') ?? [];
const FLAVORS = ['preact', 'react'];
const NETWORK_ONLY = args.has('network-only');
const NO_NETWORK = args.has('no-network');
const NETWORK = NETWORKS[args.get('network') ?? 'phone'];
if (!NETWORK) throw new Error(`--network: one of ${Object.keys(NETWORKS).join(', ')}`);
/**
 * Each build is served by today's fixture host from its checkout's dist/ (so all get the same pages, caching
 * and transport), over HTTP/1.1 (`base`) and HTTPS with HTTP/2 (`h2`, the port 100 above); React is today's
 * build with `?flavor=react`.
 */
const BUILDS = [
  ...BEFORE.map((dir, i) => ({ name: commitOf(dir), base: `http://localhost:${PORT + 1 + i}`, flavor: 'preact', dir })),
  { name: 'preact', base: BASE, flavor: 'preact', dir: '.' },
  { name: 'react', base: BASE, flavor: 'react', dir: '.' },
].map((b) => ({ ...b, h2: `https://localhost:${Number(new URL(b.base).port) + 100}` }));

/** Today's fixture host serving `dir`'s build at `url`'s port. */
function serve(url, dir, extra = []) {
  return spawn('node', ['.host-build/server.mjs', '--port', new URL(url).port, '--root', dir, ...extra], {
    stdio: 'ignore',
  });
}

if (!args.has('no-build')) execFileSync('node', ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (args.has('lighthouse')) {
  // Today's build and each --before one, served by today's host from its dist/, interleaved page by page.
  const builds = BUILDS.filter((b) => b.name !== 'react');
  const hosts = builds.map(({ base, dir }) => serve(base, dir));
  try {
    for (const { base } of builds) await waitForHost(base);
    const only = args.get('pages')?.split(',');
    const pages = LIGHTHOUSE_PAGES.filter((page) => !only || only.includes(page.name));
    await lighthouse(builds, pages, Number(args.get('runs') ?? 1));
  } finally {
    for (const host of hosts) host.kill();
  }
  process.exit(0);
}
const tls = benchCertificate();
const hosts = [...new Map(BUILDS.map((b) => [b.base, b])).values()].flatMap(({ base, h2, dir }) => [
  serve(base, dir),
  serve(h2, dir, ['--tls', tls.dir]),
]);
const browser = await launch({ spki: tls.spki });
try {
  for (const { base, h2 } of BUILDS) await Promise.all([waitForHost(base), waitForHost(h2)]);
  const load = () => loadavg().map((l) => Number(l.toFixed(2)));
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    cycles: CYCLES,
    cpuThrottling: 4,
    builds: BUILDS.map(({ name, base, flavor, dir }) => ({ name, base, flavor, dir })),
    load: { start: load() },
    network: { model: NETWORK, pages: {}, samples: {} },
    pages: {},
    interactions: {},
    roulette: {},
    heap: {},
    samples: { pages: {}, interactions: {} }, // every run's figures, for a closer look than the medians
  };
  // Run by run, every build in turn on the same page and interaction, so drift and the machine's load hit all alike.
  const only = args.get('pages')?.split(',');
  mkdirSync('bench-results', { recursive: true });
  // At a phone's network: each page cold and warm, over HTTP/2 and HTTP/1.1, every preact build in turn.
  const netBuilds = BUILDS.filter((b) => b.flavor === 'preact');
  for (const target of NETWORK_PAGES.filter((page) => !NO_NETWORK && (!only || only.includes(page.name)))) {
    const runs = {};
    for (let run = 0; run < RUNS; run++)
      for (const build of netBuilds)
        for (const [protocol, base] of [
          ['h2', build.h2],
          ['h1', build.base],
        ])
          for (const warm of [false, true]) {
            const key = `${build.name} ${protocol} ${warm ? 'warm' : 'cold'}`;
            const result = await optional(() =>
              measureNetwork(browser, base, { ...target, warmFrom: warm ? target.warmFrom : undefined }, NETWORK),
            );
            if (result.error) process.stderr.write(`bench: ${target.name} ${key}: ${result.error}\n`);
            else (runs[key] ??= []).push(result);
            if (run === 0 && result.timeline)
              writeFileSync(
                `bench-results/waterfall-${target.name}-${key.replaceAll(' ', '-')}.svg`,
                waterfallSvg(result.timeline, `${target.name} (${target.path}), ${key}, ${describeNetwork(NETWORK)}`),
              );
          }
    report.network.pages[target.name] = mapValues(runs, (r) => median(r.map(({ timeline, ...rest }) => rest)));
    report.network.samples[target.name] = mapValues(runs, (r) => r.map(({ timeline, ...rest }) => rest));
    keep(report); // a run stopped later keeps the pages it measured
    process.stderr.write(`bench: ${target.name} at the network done (load ${load().join(' ')})\n`);
  }
  // On loopback, CPU 4x: bytes, ready, TBT, CLS, INP (the interactions), preact against React.
  for (const target of PAGES.filter((page) => !NETWORK_ONLY && (!only || only.includes(page.name)))) {
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
    keep(report);
    process.stderr.write(`bench: ${target.name} done (load ${load().join(' ')})\n`);
  }
  const pagesOnly = args.has('pages-only') || NETWORK_ONLY; // --pages-only: skip the roulette frames and the heap cycles
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
  keep(report);
  printReport(report);
} finally {
  await browser.close();
  for (const host of hosts) host.kill();
}

function keep(report) {
  writeFileSync('bench-results/bench.json', JSON.stringify(report, null, 2));
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

/** The build's commit; a checkout without git (`git archive`) is named by its folder. */
function commitOf(dir) {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short=7', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return path.basename(path.resolve(dir));
  }
}

function summary(dir) {
  const r = JSON.parse(readFileSync(`${dir}/size-report.json`, 'utf8'));
  return Object.fromEntries(Object.entries(r.pages ?? {}).map(([k, v]) => [`page:${k}`, v.gzip]));
}
