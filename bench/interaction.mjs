// One interaction a player makes, through the browser's input pipeline, measured as the page's own Event Timing
// entries report it: interaction to next paint (INP) and the time until what the player asked for is there.

/**
 * Installed before the page's scripts (with page-metrics' observer): every Event Timing entry of an interaction
 * from 16 ms on (the API's floor), and the moment the first pointerdown or keydown reached the page.
 */
export const OBSERVE_EVENTS = () => {
  const w = window;
  w.__benchEvents = [];
  try {
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((e) => e.interactionId > 0 && w.__benchEvents.push({ id: e.interactionId, duration: e.duration })),
    ).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // a browser without the Event Timing API: no INP figure
  }
};

/**
 * The pointer rests on the target first (as a player's does before pressing), then `page.mouse` clicks: a
 * locator's click would run Playwright's actionability checks inside the page, in the frame being measured.
 * The page notices `done` itself (a MutationObserver, disconnected at once) and wakes the bench through a
 * binding, so no polling runs in the page while it answers. Returns INP (the longest entry of each
 * interaction, the largest interaction; 0 = under 16 ms) and the ms from the press to `done`.
 */
export async function interact(page, { target, done, fill = {} }) {
  for (const [selector, value] of Object.entries(fill)) await page.locator(selector).fill(value);
  const el = page.locator(target).first();
  await el.waitFor({ state: 'visible', timeout: 15_000 });
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.waitForTimeout(700); // scrolling and hover land before the press, outside what is measured
  let arrived;
  const there = new Promise((resolve) => (arrived = resolve));
  await page.exposeFunction('__benchDone', () => arrived());
  const seen = await page.evaluate((selector) => {
    const w = window;
    const since = w.__benchEvents.length;
    const press = (e) => (w.__benchPress ??= e.timeStamp);
    w.addEventListener('pointerdown', press, { capture: true, once: true });
    w.addEventListener('keydown', press, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      w.__benchDoneAt = performance.now();
      w.__benchDone();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    return since;
  }, done);
  await page.mouse.click(x, y);
  await Promise.race([
    there,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${target}: ${done} never came`)), 20_000)),
  ]);
  await page.waitForTimeout(1000); // Event Timing entries are delivered after the paint they end at
  return page.evaluate((since) => {
    const w = window;
    const longest = new Map();
    for (const e of w.__benchEvents.slice(since)) longest.set(e.id, Math.max(longest.get(e.id) ?? 0, e.duration));
    return {
      inpMs: Math.max(0, ...longest.values()),
      interactions: longest.size,
      contentMs: w.__benchDoneAt - w.__benchPress,
    };
  }, seen);
}
