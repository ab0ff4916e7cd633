// `node bench/ab.mjs --a=http://127.0.0.1:4431 --b=http://127.0.0.1:4430 --runs=9 [--pages=home,case]`: two builds, each served
// by its own fixture host (`node .host-build/server.mjs --port N` in each checkout), measured interleaved:
// every page of PAGES on A, then on B, `--runs` times, so drift and machine load hit both alike. Prints
// the medians of mount, TBT and JS gzip per page (preact, 4x CPU, as `npm run bench`).
import { launch } from './browser.mjs';
import { measurePage } from './page-metrics.mjs';
import { PAGES } from './targets.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? '']),
);
const [a, b, runs] = [args.a, args.b, Number(args.runs ?? 9)];
const only = args.pages?.split(',');
if (!a || !b) throw new Error('usage: node bench/ab.mjs --a=URL --b=URL [--runs=9]');

const median = (values) => Math.round(values.sort((x, y) => x - y)[Math.floor(values.length / 2)]);
const browser = await launch();
try {
  for (const target of PAGES.filter((page) => !only || only.includes(page.name))) {
    const results = { a: [], b: [] };
    for (let i = 0; i < runs; i++)
      for (const [key, base] of [
        ['a', a],
        ['b', b],
      ])
        results[key].push(await measurePage(browser, base, { ...target, flavor: 'preact' }));
    const row = (field) => `${median(results.a.map((r) => r[field]))} → ${median(results.b.map((r) => r[field]))}`;
    console.log(
      `${target.name.padEnd(8)} mount ms ${row('mountMs')}   TBT ms ${row('tbtMs')}   JS gzip ${row('jsGzip')}`,
    );
  }
} finally {
  await browser.close();
}
