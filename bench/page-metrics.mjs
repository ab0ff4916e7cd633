// One page load, measured: JS bytes (gzip), time to every widget mounted, long tasks / TBT, CLS, API requests;
// then, when given, one interaction on it (bench/interaction.mjs).
import { gzipSync } from 'node:zlib';
import { freshPage, throttle } from './browser.mjs';
import { interact, OBSERVE_EVENTS } from './interaction.mjs';
import { mainThread, WATCH_MAIN_THREAD } from './main-thread.mjs';

// Tell the bench once the runtime is ready: a binding call after the mark, outside the mount window.
const OBSERVE_READY = () =>
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => e.name === 'widgets:ready' && window.__benchReady?.()),
  ).observe({ type: 'mark', buffered: true });

// A phone's viewport, as the gate is what a phone feels. The bench counts what really loads: on home
// that includes the first deferred reveal (its top at 931 px on a phone, 1,058 px at 1280 × 800, within
// the loader's 300 px margin), which the size report's page:home (the first wave) leaves out: that was the
// 36,475 B against 31,688 B (docs/PERFORMANCE.md).
const PHONE = { width: 375, height: 812 };

export async function measurePage(browser, base, { path, user, flavor, cpu = 4, interaction }) {
  const { context, page } = await freshPage(browser, base, { user, viewport: PHONE });
  await page.request.delete(`${base}/__fixtures/requests`);
  let ready;
  const readyNow = new Promise((resolve) => (ready = resolve));
  await page.exposeFunction('__benchReady', () => ready());
  await page.addInitScript(WATCH_MAIN_THREAD);
  await page.addInitScript(OBSERVE_READY);
  await page.addInitScript(OBSERVE_EVENTS);
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    // Scripts (and an older build's locale manifest, dist/<locale>/manifest-HASH.json), as the size report counts them.
    if (/\/widgets(-react)?\/.*(\.js|\/manifest-\w+\.json)(\?|$)/.test(url))
      scripts.push(
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
  });
  await throttle(page, cpu);
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${base}${path}${flavor === 'react' ? `${sep}flavor=react` : ''}`, { waitUntil: 'load' });
  await Promise.race([
    readyNow,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${path}: widgets:ready never came`)), 30_000)),
  ]);
  await page.waitForTimeout(1500); // let late work (lazy chunks, data) land inside the window we measure
  const timing = await page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return { bootMs: mark('widgets:boot'), readyMs: mark('widgets:ready') };
  });
  const work = await mainThread(page); // TBT from first paint to 1.5 s after ready
  const requests = (await (await page.request.get(`${base}/__fixtures/requests`)).json()).requests;
  const perEndpoint = {};
  for (const r of requests) perEndpoint[r.endpoint] = (perEndpoint[r.endpoint] ?? 0) + 1;
  const loaded = scripts.slice(); // what the interaction loads is not the page's
  const js = (await Promise.all(loaded)).reduce((a, b) => a + b, 0);
  const answer = interaction && (await interact(page, interaction));
  await context.close();
  return {
    jsGzip: js,
    jsFiles: loaded.length,
    mountMs: timing.readyMs - timing.bootMs,
    ...timing,
    ...work,
    requests: perEndpoint,
    ...(answer && { interaction: answer }),
  };
}
