// `node bench/lighthouse.mjs [--runs=1] [--port=4393] [--pages=home,cabinet]`: Lighthouse 12.8 (the newest for
// Node 20, fetched by npx) in mobile form factor on the built pages, performance, accessibility and SEO, in
// Debian's Chromium; the cabinet signed in through its session cookie (`--extra-headers`). Prints the scores
// with LCP, TBT and CLS and writes each report to bench-results/lighthouse-PAGE-N.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { waitForHost } from './browser.mjs';
import { PAGES } from './targets.mjs';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.get('runs') ?? 1);
const BASE = `http://localhost:${Number(args.get('port') ?? 4393)}`;
const only = args.get('pages')?.split(',') ?? ['home', 'donate', 'auth', 'cabinet'];

const host = spawn('node', ['.host-build/server.mjs', '--port', new URL(BASE).port], { stdio: 'ignore' });
try {
  await waitForHost(BASE);
  mkdirSync('bench-results', { recursive: true });
  for (const target of PAGES.filter((p) => only.includes(p.name)))
    for (let run = 1; run <= RUNS; run++) {
      const output = `bench-results/lighthouse-${target.name}-${run}.json`;
      const headers = target.user ? [`--extra-headers=${JSON.stringify({ Cookie: await cookie(target.user) })}`] : [];
      const load = loadavg()[0].toFixed(1);
      execFileSync(
        'npx',
        [
          '-y',
          'lighthouse@12.8',
          `${BASE}${target.path}`,
          '--form-factor=mobile',
          '--only-categories=performance,accessibility,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          ...headers,
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: 'inherit' },
      );
      const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
      const score = (c) => Math.round(categories[c].score * 100);
      const audit = (a) => audits[a].displayValue;
      const line =
        `${target.name} #${run}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `SEO ${score('seo')}; LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, ` +
        `CLS ${audit('cumulative-layout-shift')} (load average ${load})`;
      console.log(line);
      writeFileSync('bench-results/lighthouse.txt', `${line}\n`, { flag: 'a' });
    }
} finally {
  host.kill();
}

/** The fixture host's session cookies for a seed player, as a Cookie header. */
async function cookie(user) {
  const response = await fetch(`${BASE}/__fixtures/login-as?user=${user}&next=/gallery`, { redirect: 'manual' });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
