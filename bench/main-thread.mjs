// What the main thread and the layout did during a load, observed in the page itself from before its own
// scripts: long animation frames (which include style and layout work, long tasks do not) and layout shifts.
// Both the loopback loads (bench/page-metrics.mjs) and the network's (bench/network.mjs) read them the same way.

/** Installed before the page's scripts (`page.addInitScript`): keeps every long frame and shift. */
export const WATCH_MAIN_THREAD = () => {
  const w = window;
  w.__mainThread = { longTasks: 0, frames: [], cls: 0 };
  const watch = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser lacks
    }
  };
  watch('longtask', () => w.__mainThread.longTasks++);
  watch('long-animation-frame', (e) =>
    w.__mainThread.frames.push({ start: e.startTime, blocking: e.blockingDuration }),
  );
  watch('layout-shift', (e) => !e.hadRecentInput && (w.__mainThread.cls += e.value));
};

/**
 * TBT (the long frames' blocking time from first paint on), long tasks and CLS so far.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{tbtMs: number, longTasks: number, cls: number}>}
 */
export function mainThread(page) {
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
    const { longTasks, frames, cls } = window.__mainThread;
    const tbtMs = frames.filter((f) => f.start >= firstPaint).reduce((sum, f) => sum + f.blocking, 0);
    return { tbtMs, longTasks, cls };
  });
}
