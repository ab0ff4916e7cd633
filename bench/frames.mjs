// Frame times during one full roulette spin at 4x CPU throttling: rAF deltas from the click to the stop.
import { freshPage, throttle } from './browser.mjs';

export async function spinFrames(browser, base, { path, user, flavor, start, done, cpu = 4 }) {
  const { context, page } = await freshPage(browser, base, { user });
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${base}${path}${flavor === 'react' ? `${sep}flavor=react` : ''}`);
  await page.locator(start).waitFor();
  await throttle(page, cpu);
  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    let last = 0;
    const tick = (t) => {
      if (last) w.__frames.push(t - last);
      last = t;
      if (!w.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.locator(start).click();
  await page.locator(done).waitFor({ timeout: 30_000 });
  const frames = await page.evaluate(() => ((window.__stopFrames = true), window.__frames));
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
