import { expect, test, type Page } from '@playwright/test';
import { runStep, SHOTS, shotUrl } from '../scripts/shot-list.mjs';
import { LOCALES, withLocale } from '../shared/i18n/locales';
import { widgetsSettled } from './support/fixtures';
import { checkFieldContrast } from './support/contrast-check';
import { checkLayout, checkReflow, type Violation } from './support/layout-check';

// The layout guard (docs/TESTING.md, "Layout guard"): every state of the contact sheet (scripts/shot-list.mjs), in
// ru, uk and en, at 1280 and 375 px: no word broken across lines, no column narrower than a word, no
// horizontal overflow, no control covering another; then reflow at 640 px (1280 at 200 % zoom) and 320 px: no
// sideways scroll, no control outside the viewport; and the fields' borders against what is around them (3:1); last, at
// 320 px with WCAG 1.4.12's text spacing set. Each state loads once per locale; the other widths are resizes of the
// same page (a phone user agent is not what this measures: the layout is).

const WIDTHS = [1280, 375] as const;
const REFLOW_WIDTHS = [640, 320] as const;

/**
 * WCAG 1.4.12 as a player's user style sets it (the W3C's bookmarklet): lines 1.5 apart, paragraphs 2 em, letters
 * 0.12 em, words 0.16 em; nothing may then be cut, overlap or scroll sideways at 320 px.
 */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
const SPACED_WIDTH = 320;
/** What text spacing can break: layout's boxes and words. Tab rows, short edges and pinned boxes are design at a width. */
const SPACED_KINDS: readonly Violation['kind'][] = ['broken-word', 'narrow-column', 'clipped', 'overflow', 'overlap'];

/**
 * Every mount point settled, and nothing on the page still loading (aria-busy: a lazy part or its data, see
 * shared/ui/load-view.tsx): a widget is ready once mounted, while its tab's code and data may still be on the way.
 */
async function settled(page: Page) {
  await widgetsSettled(page);
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

/**
 * Laid out at the viewport's new size: fonts in, two frames (layout, then what a ResizeObserver changes), then the end
 * of the transitions a resize starts (reduced motion makes them instant in the widgets, not on the host); endless
 * ones (a spinner) do not end, and none waits past 2 s. A box with `content-visibility: auto` off screen keeps the
 * size it last had (or its placeholder) until it nears the viewport: each whose contents are skipped now is brought
 * into view once, so it is measured at its real size (one already rendered has it).
 */
async function laidOut(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await document.fonts.ready;
    await frame();
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => {}))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
    // Only a box whose contents are skipped now (off screen at this width) has a size that can still be stale.
    const lazy = [...document.querySelectorAll('body *')].filter(
      (el) =>
        getComputedStyle(el).contentVisibility === 'auto' &&
        [...el.children].some((child) => !child.checkVisibility({ contentVisibilityAuto: true })),
    );
    for (const el of lazy) {
      el.scrollIntoView({ block: 'start', behavior: 'instant' });
      await frame();
    }
    if (lazy.length > 0) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      await frame();
    }
  });
}

// Fast: no trace or screenshot per test; the message names the state, locale, width, element and word. The
// guard only loads pages and measures them, like a story gallery, so its tests share one browser context per
// worker, which Playwright resets between them (cookies, so a fresh fixture session; storage, cache, routes,
// init scripts, viewport and media emulation); nothing here grants permissions, goes offline or sets headers,
// which the reset would not undo. Measured beside the old spec on the same load: 279 s → 220 s of test time.
test.use({ trace: 'off', screenshot: 'off', reuseContext: true });
// A multi-open on a shared machine can take a while; a guard test is one page measured five times.
test.describe.configure({ timeout: 60_000 });

for (const shot of SHOTS)
  for (const locale of LOCALES)
    test(`layout: ${shot.id} ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(shotUrl('', shot, (path) => withLocale(locale, path)));
      // A page without the bundle (the payment provider's stand-in) has nothing to settle.
      const bundled = await page.evaluate(() => document.querySelector('script[src*="/widgets/"]') !== null);
      if (shot.settle !== false && bundled) {
        await settled(page);
        // Deferred mount points (below the fold) mount once near the viewport: bring each in once.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await settled(page);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await runStep(page, shot.step);
      const found: string[] = [];
      let words = 0;
      // The widths, then 320 px with text spacing (last: the style stays once added).
      const passes = [...WIDTHS, ...REFLOW_WIDTHS, 'spaced'] as const;
      for (const pass of passes) {
        const width = pass === 'spaced' ? SPACED_WIDTH : pass;
        const started = Date.now();
        if (pass === 'spaced') await page.addStyleTag({ content: TEXT_SPACING });
        await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
        await laidOut(page);
        let violations: Violation[];
        if (pass === 'spaced') {
          // The whole word policy and the boxes, then reflow's controls out of reach.
          const report = await page.evaluate(checkLayout, { wideWordsBreak: true });
          const reflow = await page.evaluate(checkReflow);
          violations = [
            ...report.violations.filter((v) => SPACED_KINDS.includes(v.kind)),
            ...reflow.filter((v) => v.kind === 'off-screen'),
          ];
          test.info().annotations.push({ type: 'spaced ms', description: String(Date.now() - started) });
        } else if ((REFLOW_WIDTHS as readonly number[]).includes(pass)) {
          violations = await page.evaluate(checkReflow);
        } else {
          const report = await page.evaluate(checkLayout, {});
          words += report.words;
          violations = report.violations;
        }
        // Colours do not change with the width: the fields' non-text contrast is measured once.
        if (pass === WIDTHS[0]) violations.push(...(await page.evaluate(checkFieldContrast)));
        const at = pass === 'spaced' ? `${width}px text-spaced` : `${width}px`;
        for (const v of violations) found.push(`${shot.id} ${locale} ${at} ${v.kind}: ${v.element} “${v.detail}”`);
      }
      test.info().annotations.push({ type: 'words', description: String(words) });
      expect(found, `${found.length} layout violations in ${shot.id} ${locale} (${words} words)`).toEqual([]);
    });
