// `npm run bench -- --lighthouse [--runs=1] [--pages=donate,case purchase] [--no-build] [--before=DIR]`: Lighthouse
// (its mobile preset: simulated 150 ms RTT, 1.6 Mbit/s, 4x CPU) on the built pages, today's build and each
// `--before` one in turn page by page, performance, accessibility
// and SEO, in Debian's Chromium, over the fixture host's HTTP/1.1; a signed-in page through its session
// cookie (`--extra-headers`). Prints each page's scores with LCP, TBT, CLS and the load average, and the
// largest paint's element with its phases; writes each report to
// bench-results/lighthouse-PAGE-BUILD-N.json and the lines to bench-results/lighthouse.txt.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** The newest Lighthouse that runs on Node 20 (13 needs 22.19), fetched by npx. */
export const LIGHTHOUSE = 'lighthouse@12.8.2';

/** Each page on each build (`{name, base}`) in turn, `runs` times, so the machine's load hits them alike. */
export async function lighthouse(builds, pages, runs) {
  mkdirSync('bench-results', { recursive: true });
  for (let run = 1; run <= runs; run++)
    for (const target of pages) for (const build of builds) await score(build, target, run);
}

async function score({ name: build, base }, target, run) {
  const output = `bench-results/lighthouse-${target.name.replaceAll(' ', '-')}-${build}-${run}.json`;
  const headers = target.user ? [`--extra-headers=${JSON.stringify({ Cookie: await cookie(base, target.user) })}`] : [];
  const load = loadavg()[0].toFixed(1);
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      `${base}${target.path}`,
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
  const line = `${target.name} ${build} #${run}: ${describe(JSON.parse(readFileSync(output, 'utf8')))} (load average ${load})`;
  console.log(line);
  writeFileSync('bench-results/lighthouse.txt', `${line}\n`, { flag: 'a' });
}

/** Scores, the three metrics, and what the largest paint was and where its time went. */
function describe({ categories, audits }) {
  const score = (c) => Math.round(categories[c].score * 100);
  const value = (a) => audits[a].displayValue;
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const split = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ');
  return (
    `performance ${score('performance')}, accessibility ${score('accessibility')}, SEO ${score('seo')}; ` +
    `LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}, ` +
    `CLS ${value('cumulative-layout-shift')}; largest paint ${node?.selector ?? '?'} (${split} ms)`
  );
}

/** The fixture host's session cookies for a seed player, as a Cookie header. */
async function cookie(base, user) {
  const response = await fetch(`${base}/__fixtures/login-as?user=${user}&next=/gallery`, { redirect: 'manual' });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
