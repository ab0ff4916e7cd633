// The bench's table: one row per page and figure, preact beside React with the ratio and the target.
import { readFileSync } from 'node:fs';

// A page's byte target is its budget in size-budgets.json (the first wave), and at most 0.40 of React.
const { budgets } = JSON.parse(readFileSync(new URL('../size-budgets.json', import.meta.url), 'utf8'));
const TARGETS = { mountMs: '≤ 50 ms', tbtMs: '≤ 50 ms', cls: '0' };
const target = (page, key) =>
  key === 'jsGzip' ? `preact ≤ ${budgets[`page:${page}`]} B and ≤ 0.40 React` : (TARGETS[key] ?? '');
const fmt = (v, digits = 0) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : String(v ?? '—'));

export function printReport(report) {
  const rows = [['page', 'figure', 'preact', 'react', 'ratio', 'target']];
  for (const [page, byFlavor] of Object.entries(report.pages)) {
    const { preact: p, react: r } = byFlavor;
    for (const [key, digits] of [
      ['jsGzip', 0],
      ['mountMs', 1],
      ['readyMs', 1],
      ['tbtMs', 1],
      ['longTasks', 0],
      ['cls', 4],
    ]) {
      rows.push([
        page,
        key,
        fmt(p[key], digits),
        fmt(r[key], digits),
        r[key] ? fmt(p[key] / r[key], 2) : '—',
        target(page, key),
      ]);
    }
    const endpoints = new Set([...Object.keys(p.requests), ...Object.keys(r.requests)]);
    for (const e of endpoints)
      rows.push([page, `GET ${e}`, fmt(p.requests[e]), fmt(r.requests[e]), '', '≤ 1 per GET endpoint']);
  }
  for (const [flavor, f] of Object.entries(report.roulette)) {
    rows.push([
      'roulette',
      `${flavor} frames`,
      f.error ?? `median ${fmt(f.medianMs, 1)} ms, p95 ${fmt(f.p95Ms, 1)}, max ${fmt(f.maxMs, 1)}, >50 ms: ${f.over50}`,
      '',
      '',
      'median ≤ 16.7, none > 50',
    ]);
  }
  for (const [flavor, list] of Object.entries(report.heap)) {
    for (const h of list)
      rows.push([
        'heap',
        `${flavor} ${h.widget ?? ''}`,
        h.error ??
          `JS ${fmt(h.heapGrowthBytes / 1024, 1)} KB, DOM ${fmt(h.domGrowthBytes / 1024, 1)} KB / ${h.cycles} ` +
            `(warm-up ${fmt(h.warmupBytes / 1024, 1)} KB); timers ${h.timersLeft}, intervals ${h.intervalsLeft}, listeners ${h.listenersLeft}`,
        '',
        '',
        '< 1 MB, 0 left',
      ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join('  '));
}
