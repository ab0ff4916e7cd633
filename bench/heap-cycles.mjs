// Mount and unmount one widget many times, then compare the heap after forced GC and count live timers and listeners.
import { freshPage } from './browser.mjs';

const TRACK = () => {
  const live = { timers: new Set(), intervals: new Set(), listeners: 0 };
  window.__live = live;
  const [st, ct, si, ci] = [window.setTimeout, window.clearTimeout, window.setInterval, window.clearInterval];
  window.setTimeout = (fn, ms, ...a) => {
    const id = st(
      (...x) => {
        live.timers.delete(id);
        if (typeof fn === 'function') fn(...x);
      },
      ms,
      ...a,
    );
    live.timers.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    live.timers.delete(id);
    ct(id);
  };
  window.setInterval = (fn, ms, ...a) => {
    const id = si(fn, ms, ...a);
    live.intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    live.intervals.delete(id);
    ci(id);
  };
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (...a) => {
      live.listeners++;
      add(...a);
    };
    target.removeEventListener = (...a) => {
      live.listeners--;
      remove(...a);
    };
  }
};

/**
 * What a widget leaves behind per `cycles` mounts and unmounts, after forced GC, in the JS heap and in the DOM's
 * heap (Blink's, where detached nodes live). A first batch warms up what any loop of this page grows once and
 * keeps: V8's number-to-string cache (to its 64 KB) and the loop's optimised code (~50 KB). The harness's own
 * growth (the same loop with a plain element, no widget) is measured next and subtracted from the widget's batch.
 */
export async function heapCycles(browser, base, { widget, attrs = {}, user, flavor, cycles }) {
  const { context, page } = await freshPage(browser, base, { user });
  await page.addInitScript(TRACK);
  await page.goto(`${base}/test/late-mount${flavor === 'react' ? '?flavor=react' : ''}`);
  await page.waitForFunction(() => performance.getEntriesByName('widgets:ready').length > 0);
  const cdp = await context.newCDPSession(page);
  const run = (n, empty = false) =>
    page.evaluate(
      async ({ widget, attrs, n, empty }) => {
        for (let i = 0; i < n; i++) {
          const el = document.createElement('div');
          if (!empty) el.dataset.widget = widget;
          for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
          document.body.append(el);
          await (empty ? Promise.resolve() : window.Widgets.mount(el));
          el.remove();
          await (empty ? Promise.resolve() : window.Widgets.unmount(el));
        }
        await new Promise((r) => setTimeout(r, 300));
        const live = window.__live;
        return { timers: live.timers.size, intervals: live.intervals.size, listeners: live.listeners };
      },
      { widget, attrs, n, empty },
    );
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
    return { js: usedSize, dom: embedderHeapUsedSize ?? 0 };
  };
  const grown = (from, to) => ({ js: to.js - from.js, dom: to.dom - from.dom });
  await run(20);
  const h0 = await heap();
  await run(cycles); // the warm-up batch: what the probe reported before (docs/PERFORMANCE.md)
  const h1 = await heap();
  const warm = await run(0);
  await run(cycles, true);
  const h2 = await heap();
  const after = await run(cycles);
  const h3 = await heap();
  await context.close();
  const [warmup, harness, batch] = [grown(h0, h1), grown(h1, h2), grown(h2, h3)];
  return {
    widget,
    cycles,
    heapGrowthBytes: batch.js - harness.js,
    domGrowthBytes: batch.dom - harness.dom,
    warmupBytes: warmup.js,
    harnessBytes: harness.js,
    timersLeft: after.timers - warm.timers,
    intervalsLeft: after.intervals - warm.intervals,
    listenersLeft: after.listeners - warm.listeners,
  };
}
