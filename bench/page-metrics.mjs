// One page load, measured: JS bytes (gzip), time to every widget mounted, long tasks / TBT, CLS, API requests;
// then, when given, one interaction on it (bench/interaction.mjs).
import { gzipSync } from 'node:zlib';
import { freshPage, throttle } from './browser.mjs';
import { interact, OBSERVE_EVENTS } from './interaction.mjs';

// Installed before the page's own scripts; nothing of the bench runs inside the page afterwards until the
// figures are read once, after the fact. Long animation frames include style and layout work (long tasks
// do not), so TBT = the frames' blocking time from first paint on.
const OBSERVE = () => {
  const w = window;
  w.__bench = { longTasks: 0, frames: [], cls: 0 };
  const watch = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser lacks
    }
  };
  watch('longtask', () => w.__bench.longTasks++);
  watch('long-animation-frame', (e) => w.__bench.frames.push({ start: e.startTime, blocking: e.blockingDuration }));
  watch('layout-shift', (e) => !e.hadRecentInput && (w.__bench.cls += e.value));
  // Tell the bench once the runtime is ready: a binding call after the mark, outside the mount window.
  watch('mark', (e) => e.name === 'widgets:ready' && w.__benchReady?.());
};

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
  await page.addInitScript(OBSERVE);
  await page.addInitScript(OBSERVE_EVENTS);
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    // Scripts and the locale's manifest (dist/<locale>/manifest-HASH.json), as the size report counts them.
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
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
    const { longTasks, frames, cls } = window.__bench;
    return {
      bootMs: mark('widgets:boot'),
      readyMs: mark('widgets:ready'),
      longTasks,
      tbtMs: frames.filter((f) => f.start >= firstPaint).reduce((sum, f) => sum + f.blocking, 0),
      cls,
    };
  });
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
    requests: perEndpoint,
    ...(answer && { interaction: answer }),
  };
}
