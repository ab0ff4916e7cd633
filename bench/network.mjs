// One page load at a stated network (NETWORKS below; by default Lighthouse's mobile model), cold (a fresh
// browser profile) or warm (the second page of a visit: the visit's first page loaded just before in the
// same tab, its files in the HTTP cache). Per load: time to widgets ready, time to data (every first-wave
// widget's API answer in and the widgets up), the critical chain's round trips (bench/chain.mjs), asked and
// on the wire, TBT and CLS (bench/main-thread.mjs), and the request timeline, which bench/waterfall.mjs draws.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { freshPage } from './browser.mjs';
import { criticalChain, deferredOnly } from './chain.mjs';
import { mainThread, WATCH_MAIN_THREAD } from './main-thread.mjs';

/**
 * The stated networks (`--network=NAME`). `phone`, the default: Lighthouse's mobile model, 150 ms round trip per
 * request, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU. `latency`: 300 ms a request and nothing else (no bandwidth cap,
 * CPU 1x), the round trips alone: no shared link lets a big file finish after small ones asked later, and no
 * throttle multiplies the machine's own load, so its count is the same on a busy machine and a quiet one.
 * @type {Record<string, {latencyMs: number, downKbps: number, upKbps: number, cpu: number}>}
 */
export const NETWORKS = {
  phone: { latencyMs: 150, downKbps: 1600, upKbps: 750, cpu: 4 },
  latency: { latencyMs: 300, downKbps: 0, upKbps: 0, cpu: 1 },
};
const kbps = (k) => (k > 0 ? (k * 1000) / 8 : -1); // CDP takes bytes per second, -1 for no cap

/** @param {typeof NETWORKS[string]} n */
export const describeNetwork = (n) =>
  `${n.latencyMs} ms a request, ${n.downKbps > 0 ? `${n.downKbps / 1000} Mbit/s down, ${n.upKbps / 1000} up` : 'no bandwidth cap'}, CPU ${n.cpu}x`;

const PHONE = { width: 375, height: 812 };

/** A file of the widgets' (dist/ or dist-react/). */
const isWidgetFile = (r) => /\/widgets(-react)?\//.test(new URL(r.name).pathname);

/**
 * A certificate the bench's Chromium trusts (its key's SPKI hash is passed to the browser), for the fixture
 * host's HTTPS/HTTP/2 (`--tls DIR`): with a certificate error Chromium would cache nothing, so no warm load.
 * @returns {{dir: string, spki: string}}
 */
export function benchCertificate(dir = 'bench-results/tls') {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(`${dir}/cert.pem`))
    execFileSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '30'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
    ]);
  const spki = execFileSync(
    'sh',
    [
      '-c',
      `openssl x509 -in ${dir}/cert.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
    ],
    { encoding: 'utf8' },
  ).trim();
  return { dir, spki };
}

// Installed before the page's scripts: keep every timing entry, and note when the widgets were ready.
const OBSERVE = () => {
  performance.setResourceTimingBufferSize(1000);
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the host's origin (https: HTTP/2, http: HTTP/1.1)
 * @param {{path: string, user?: string, flavor?: string, warmFrom?: string}} target warmFrom: the visit's
 *   first page, loaded before in the same tab (a warm load); none: a cold one
 * @param {typeof NETWORKS[string]} network
 */
export async function measureNetwork(
  browser,
  base,
  { path, user, flavor = 'preact', warmFrom },
  network = NETWORKS.phone,
) {
  const { context, page } = await freshPage(browser, base, { user, viewport: PHONE });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: kbps(network.downKbps),
      uploadThroughput: kbps(network.upKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpu });
    await page.addInitScript(OBSERVE);
    await page.addInitScript(WATCH_MAIN_THREAD);
    const flavored = (p) => (flavor === 'react' ? `${p}${p.includes('?') ? '&' : '?'}flavor=react` : p);
    const had = warmFrom ? (await load(page, `${base}${flavored(warmFrom)}`)).files : [];
    const { apiOrigin } = await load(page, `${base}${flavored(path)}`);
    const timeline = await page.evaluate((api) => {
      const pick = (e) => ({
        name: e.name,
        initiatorType: e.initiatorType,
        startTime: e.startTime,
        requestStart: e.requestStart,
        responseStart: e.responseStart,
        responseEnd: e.responseEnd,
        transferSize: e.transferSize,
        api: e.name.startsWith(api),
      });
      const [nav] = performance.getEntriesByType('navigation');
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      return {
        requests: [pick(nav), ...performance.getEntriesByType('resource').map(pick)],
        readyMs: mark('widgets:ready'),
      };
    }, apiOrigin);
    const { readyMs } = timeline;
    // The measured page's own (each document starts the watch anew): until no request has been open for a while.
    const { tbtMs, cls } = await mainThread(page);
    const later = await deferredFiles(page);
    // A file from the browser's cache is no round trip (the API's answers are never cached, and cross-origin
    // they report no size).
    // The host page's own files (its stylesheets, the favicon) are on no widget's path.
    const requests = timeline.requests.filter((r, i) => i === 0 || r.api || (r.transferSize > 0 && isWidgetFile(r)));
    // The chain ends at the data (the API's answers, a route's reads too) and at the widgets' files asked for
    // before they were ready (never the lazy parts' manifest, fetched once they are).
    // Not a deferred mount point's files, though the first render may bring it near the viewport before then.
    const target = (r) =>
      r.api ||
      (isWidgetFile(r) && r.startTime < readyMs && !/\/parts-\w+\.json/.test(r.name) && !later.includes(r.name));
    const asked = criticalChain(requests, target, 'asked');
    const wire = criticalChain(requests, target, 'wire');
    const lastData = Math.max(...requests.filter((r) => r.api).map((r) => r.responseEnd), readyMs);
    const again = timeline.requests.filter((r) => had.includes(r.name) && r.transferSize > 0);
    return {
      readyMs,
      dataMs: lastData,
      roundTrips: asked.roundTrips,
      roundTripsWire: wire.roundTrips,
      requests: requests.length,
      tbtMs,
      cls,
      // Warm: the visit's first page's hashed files that came over the network again (none should).
      refetched: again.filter((r) => /-[A-Z0-9]{8}\.\w+$/.test(r.name)).length,
      timeline: { requests, chain: asked.chain, wireChain: wire.chain, readyMs, dataMs: lastData },
    };
  } finally {
    await context.close();
  }
}

/**
 * Once the page has settled: the files only its deferred mount points need, from the build's manifest
 * (dist/manifest.json: each locale's, its files relative to the locale's folder, where the core is).
 */
async function deferredFiles(page) {
  const seen = await page.evaluate(async () => {
    const names = (selector) => [...document.querySelectorAll(selector)].map((el) => el.dataset.widget ?? '');
    const core = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((name) => /\/\w+\/core-\w+\.js$/.test(name));
    if (!core) return undefined;
    const locale = core.split('/').at(-2);
    const manifest = (await (await fetch(new URL('../manifest.json', core))).json())[locale];
    return {
      manifest,
      url: core,
      first: names('[data-widget]:not([data-widget-defer])'),
      deferred: names('[data-widget-defer]'),
    };
  });
  return seen ? [...deferredOnly(seen.manifest, seen.url, seen.first, seen.deferred)] : [];
}

/**
 * Loads `url` and waits until its widgets are ready and no request has been open for QUIET_MS; the API's
 * origin and the files the page loaded.
 */
async function load(page, url) {
  const open = new Set();
  let changed = Date.now();
  const opened = (r) => (open.add(r), (changed = Date.now()));
  const closed = (r) => (open.delete(r), (changed = Date.now()));
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => performance.getEntriesByName('widgets:ready').length > 0, null, {
      timeout: 60_000,
      polling: 100,
    });
    while (open.size > 0 || Date.now() - changed < QUIET_MS) await page.waitForTimeout(100);
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
  return page.evaluate(() => {
    const src = document.getElementById('widgets-config')?.textContent;
    const apiUrl = src ? JSON.parse(src).apiUrl : window.apiUrl;
    return {
      apiOrigin: new URL(apiUrl).origin,
      files: performance.getEntriesByType('resource').map((e) => e.name),
    };
  });
}

/** How long no request may be open before a page counts as settled: well over a round trip and a 4x task. */
const QUIET_MS = 1500;
