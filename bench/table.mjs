// The bench's table: one row per page and figure, and per interaction, each build beside the others, with
// preact's ratio to React and the target.
import { readFileSync } from 'node:fs';
import { describeNetwork } from './network.mjs';
import { NETWORK_TARGETS } from './targets.mjs';

// A page's byte target is its budget in size-budgets.json (the first wave); the React ratio is reported only.
// Time on loopback is reported beside the network's figures, which the goals are set on (bench/targets.mjs).
const { budgets } = JSON.parse(readFileSync(new URL('../size-budgets.json', import.meta.url), 'utf8'));
const TARGETS = { tbtMs: '≤ 50 ms', cls: '0', inpMs: '≤ 200 ms' };
const target = (page, key) => (key === 'jsGzip' ? `preact ≤ ${budgets[`page:${page}`]} B` : (TARGETS[key] ?? ''));

/** The network table: per page and figure, each build's HTTP/2 and HTTP/1.1, cold and warm. */
function networkRows(report) {
  const builds = report.builds.filter((b) => b.flavor === 'preact').map((b) => b.name);
  const cases = ['h2 cold', 'h2 warm', 'h1 cold', 'h1 warm'];
  const rows = [['page', 'figure', ...cases.flatMap((c) => builds.map((b) => `${b} ${c}`)), 'target']];
  for (const [page, byKey] of Object.entries(report.network.pages))
    for (const key of Object.keys(NETWORK_TARGETS))
      rows.push([
        page,
        key,
        ...cases.flatMap((c) => builds.map((b) => fmt(byKey[`${b} ${c}`]?.[key], key === 'cls' ? 3 : 0))),
        NETWORK_TARGETS[key],
      ]);
  return rows;
}

function printRows(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  for (const row of rows) console.log(row.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  '));
}
const fmt = (v, digits = 0) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : String(v ?? '—'));
// The Event Timing API reports an interaction only from 16 ms on: no entry means a faster one.
const inp = (v) => (v === 0 ? '< 16' : fmt(v));

export function printReport(report) {
  const builds = report.builds.map((b) => b.name);
  const ratio = (row, key) => (row.react?.[key] ? fmt(row.preact?.[key] / row.react[key], 2) : '—');
  const rows = [['page', 'figure', ...builds, 'preact/react', 'target']];
  for (const [page, byBuild] of Object.entries(report.pages)) {
    for (const [key, digits] of [
      ['jsGzip', 0],
      ['mountMs', 0],
      ['readyMs', 0],
      ['tbtMs', 0],
      ['longTasks', 0],
      ['cls', 4],
    ])
      rows.push([
        page,
        key,
        ...builds.map((b) => byBuild[b]?.error ?? fmt(byBuild[b]?.[key], digits)),
        ratio(byBuild, key),
        target(page, key),
      ]);
    const endpoints = new Set(builds.flatMap((b) => Object.keys(byBuild[b]?.requests ?? {})));
    for (const e of endpoints)
      rows.push([page, `GET ${e}`, ...builds.map((b) => fmt(byBuild[b]?.requests?.[e])), '', '≤ 1 per GET endpoint']);
  }
  for (const [name, byBuild] of Object.entries(report.interactions)) {
    rows.push([
      name,
      'INP ms',
      ...builds.map((b) => byBuild[b]?.error ?? inp(byBuild[b]?.inpMs)),
      ratio(byBuild, 'inpMs'),
      target('', 'inpMs'),
    ]);
    rows.push([
      name,
      'to content ms',
      ...builds.map((b) => fmt(byBuild[b]?.contentMs)),
      ratio(byBuild, 'contentMs'),
      '',
    ]);
  }
  console.log(
    `${report.date}, ${report.runs} runs, load average ${report.load.start.join(' ')} → ${report.load.end?.join(' ')}`,
  );
  const pageLoads = Object.entries(report.pages).map(([page, p]) => `${page} ${p.load[0]}`);
  if (pageLoads.length)
    console.log(
      `On loopback at CPU ${report.cpuThrottling}x; load average (1 min) at the end of each page: ${pageLoads.join(', ')}`,
    );
  console.log(`At the network (${describeNetwork(report.network.model)}), medians; waterfalls in bench-results/:`);
  printRows(networkRows(report));
  if (rows.length > 1) printRows(rows);
  for (const [build, f] of Object.entries(report.roulette))
    console.log(
      `roulette frames, ${build}: ` +
        (f.error ??
          `median ${fmt(f.medianMs, 1)} ms, p95 ${fmt(f.p95Ms, 1)}, max ${fmt(f.maxMs, 1)}, >50 ms: ${f.over50}`) +
        ' (target: median ≤ 16.7, none > 50)',
    );
  for (const [flavor, list] of Object.entries(report.heap))
    for (const h of list)
      console.log(
        `heap, ${flavor} ${h.widget ?? ''}: ` +
          (h.error ??
            `JS ${fmt(h.heapGrowthBytes / 1024, 1)} KB, DOM ${fmt(h.domGrowthBytes / 1024, 1)} KB / ${h.cycles} cycles ` +
              `(warm-up ${fmt(h.warmupBytes / 1024, 1)} KB); timers ${h.timersLeft}, intervals ${h.intervalsLeft}, ` +
              `listeners ${h.listenersLeft}`) +
          ' (target: < 1 MB, 0 left)',
      );
}
