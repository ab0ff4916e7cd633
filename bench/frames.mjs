// Frame times during one full roulette spin at 4x CPU throttling: rAF deltas from the click to the stop.
import { freshPage, throttle } from './browser.mjs';

export async function spinFrames(browser, base, { path, user, flavor, start, done, cpu = 4 }) {
  const { context, page } = await freshPage(browser, base, { user });
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${base}${path}${flavor === 'react' ? `${sep}flavor=react` : ''}`);
  await page.locator(start).waitFor();
  // The click goes straight to the input pipeline (page.mouse): a locator's click runs Playwright's
  // actionability and hit-target checks inside the page, in the very frame being measured. The pointer
  // reaches the button first, as a player's does before pressing it: moving it from the corner of the page
  // within the click put every hover change on the way (style, events) into the click's frame.
  const box = await page.locator(start).boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await throttle(page, cpu);
  await page.mouse.move(x, y);
  await page.waitForTimeout(500);
  let finished;
  const spinDone = new Promise((resolve) => (finished = resolve));
  await page.exposeFunction('__spinDone', () => finished());
  // The page itself notices the stop (one querySelector a frame, in the loop that records the frames) and
  // records ten frames more, the prize panel's arrival: a locator's waitFor would run Playwright's
  // selector engine inside the spin it measures.
  await page.evaluate((doneSelector) => {
    const w = window;
    w.__frames = [];
    let last = 0;
    let after = -1;
    const tick = (t) => {
      if (last) w.__frames.push(t - last);
      last = t;
      if (after < 0 && document.querySelector(doneSelector)) after = 10;
      if (after === 0) return void w.__spinDone();
      if (after > 0) after--;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, done);
  await page.mouse.click(x, y);
  await Promise.race([
    spinDone,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${path}: the spin never finished`)), 30_000)),
  ]);
  const frames = await page.evaluate(() => window.__frames);
  await context.close();
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
    maxMs: sorted.at(-1) ?? NaN,
    over50: frames.filter((f) => f > 50).length,
  };
}
