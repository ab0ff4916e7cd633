// One page load, measured: JS bytes (gzip), time to every widget mounted, long tasks / TBT, CLS, API requests.
import { gzipSync } from 'node:zlib';
import { freshPage, throttle } from './browser.mjs';

const OBSERVE = () => {
  const w = window;
  w.__bench = { longTasks: [], cls: 0 };
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => w.__bench.longTasks.push({ start: e.startTime, duration: e.duration })),
  ).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => !e.hadRecentInput && (w.__bench.cls += e.value)),
  ).observe({ type: 'layout-shift', buffered: true });
};

export async function measurePage(browser, base, { path, user, flavor, cpu = 4 }) {
  const { context, page } = await freshPage(browser, base, { user });
  await page.request.delete(`${base}/__fixtures/requests`);
  await page.addInitScript(OBSERVE);
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (/\/widgets(-react)?\/.*\.js(\?|$)/.test(url))
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
  await page.waitForFunction(() => performance.getEntriesByName('widgets:ready').length > 0, null, { timeout: 30_000 });
  await page.waitForTimeout(1500); // let late work (lazy chunks, data) land inside the window we measure
  const timing = await page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const { longTasks, cls } = window.__bench;
    return {
      bootMs: mark('widgets:boot'),
      readyMs: mark('widgets:ready'),
      longTasks: longTasks.length,
      tbtMs: longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      cls,
    };
  });
  const requests = (await (await page.request.get(`${base}/__fixtures/requests`)).json()).requests;
  const perEndpoint = {};
  for (const r of requests) perEndpoint[r.endpoint] = (perEndpoint[r.endpoint] ?? 0) + 1;
  const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return {
    jsGzip: js,
    jsFiles: scripts.length,
    mountMs: timing.readyMs - timing.bootMs,
    ...timing,
    requests: perEndpoint,
  };
}
