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

export async function heapCycles(browser, base, { widget, attrs = {}, user, flavor, cycles }) {
  const { context, page } = await freshPage(browser, base, { user });
  await page.addInitScript(TRACK);
  await page.goto(`${base}/test/late-mount${flavor === 'react' ? '?flavor=react' : ''}`);
  await page.waitForFunction(() => performance.getEntriesByName('widgets:ready').length > 0);
  const cdp = await context.newCDPSession(page);
  const run = (n) =>
    page.evaluate(
      async ({ widget, attrs, n }) => {
        for (let i = 0; i < n; i++) {
          const el = document.createElement('div');
          el.dataset.widget = widget;
          for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
          document.body.append(el);
          await window.Widgets.mount(el);
          el.remove();
          await window.Widgets.unmount(el);
        }
        await new Promise((r) => setTimeout(r, 300));
        const live = window.__live;
        return { timers: live.timers.size, intervals: live.intervals.size, listeners: live.listeners };
      },
      { widget, attrs, n },
    );
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const warm = await run(20);
  const before = await heap();
  const after = await run(cycles);
  const grown = (await heap()) - before;
  await context.close();
  return {
    widget,
    cycles,
    heapGrowthBytes: grown,
    timersLeft: after.timers - warm.timers,
    intervalsLeft: after.intervals - warm.intervals,
    listenersLeft: after.listeners - warm.listeners,
  };
}
