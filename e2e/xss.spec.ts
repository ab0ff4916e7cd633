import type { Page } from '@playwright/test';
import { armCanary, leftovers, pageThrough, pickSanitizer, rewriteApi, SANITIZERS } from './support/hostile';
import { expect, openPromos, test, widgetsSettled } from './support/fixtures';
import { ALL_VECTORS, XSS_VECTORS } from './support/xss-corpus';
import { en } from './support/locales';

/**
 * The XSS corpus in every field a widget renders as markup (shared/ui/html.tsx): the special offer and
 * its goods rows (GET /api/v1/goods), the coin-purchase dialog (a goods description), the promo banner
 * (GET /api/v1/banner) and the two-factor QR (GET /api/v1/user/2fa/secret). Where a field is a list the
 * vectors go one per entry; a single field gets them all (they are self-contained fragments). Text
 * fields beside them (names, titles, button labels, links) get vectors too. The canary proves nothing ran.
 * Every test runs with the browser's sanitizer and with the DOMPurify fallback (shared/ui/sanitize.ts),
 * and the request log shows DOMPurify's chunk fetched on the fallback only.
 */
const MODES = [
  { name: 'normal page', query: '' },
  { name: 'strict CSP', query: '?csp=strict' },
] as const;

type Json = Record<string, unknown>;

/**
 * Expected console errors, nothing else:
 * - `<img src=x>` left by the sanitizer (its handler gone) asks the page origin for `x`: a 404.
 * - On strict-CSP pages with DOMPurify, Chromium reports the `on*` handlers and `style` attributes it meets
 *   while DOMPurify parses the markup (the parse happens in an inert document that shares the page's CSP; the
 *   attributes are removed before anything reaches the page, and CSP blocks them anyway): logged as
 *   "Executing inline event handler violates…" / "Applying inline style violates…". Nothing runs, and the
 *   canary and the DOM checks below prove it.
 */
function allowPurifyParse(problems: { expect(p: RegExp): void }, query: string) {
  problems.expect(/^Failed to load resource: the server responded with a status of 404/);
  if (query) {
    problems.expect(
      /^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''/,
    );
    problems.expect(
      /^Applying inline style violates the following Content Security Policy directive 'style-src 'self''/,
    );
  }
}

async function expectClean(page: Page, canary: Awaited<ReturnType<typeof armCanary>>, root: string) {
  expect(await leftovers(page, root), 'markup left after sanitizing').toEqual([]);
  expect(await canary.fired(), 'canary').toEqual([]);
}

for (const mode of MODES) {
  for (const sanitizer of SANITIZERS) {
    test.describe(`xss corpus (${XSS_VECTORS.length} vectors), ${mode.name}, ${sanitizer.name}`, () => {
      test('special offers: offer description, every goods row, the coin dialog', async ({ page, problems }) => {
        allowPurifyParse(problems, mode.query);
        const log = await pickSanitizer(page, sanitizer);
        const canary = await armCanary(page);
        await rewriteApi(page, /\/api\/v1\/goods$/, (body) => {
          const data = body.data as Json & { goods: Json[] };
          const money = data.goods.find((g) => Number(g.price) > 0)!;
          const coin = data.goods.find((g) => Number(g.price) <= 0)!;
          const rows = XSS_VECTORS.map((v, i) => ({ ...money, id: 5000 + i, name: v, description: v }));
          return {
            ...body,
            data: {
              ...data,
              title: ALL_VECTORS,
              description: ALL_VECTORS,
              goods: [{ ...coin, id: 4999, name: 'Coin offer', description: ALL_VECTORS }, ...rows],
            },
          };
        });
        await page.goto(en(`/donate${mode.query}#goods`));
        const rows = page.locator('.wgt-goods__row');
        // The list shows 24 rows at a time (docs/widgets/donate.md): every vector's row is brought in.
        await expect(rows).toHaveCount(24, { timeout: 15_000 });
        const more = page.getByRole('button', { name: 'Show more' });
        while ((await rows.count()) < XSS_VECTORS.length + 1) await more.click();
        await expect(rows).toHaveCount(XSS_VECTORS.length + 1);
        await widgetsSettled(page);
        // Text fields render the vectors as text.
        await expect(rows.nth(1).locator('.wgt-goods__name')).toHaveText(XSS_VECTORS[0]!);
        await expectClean(page, canary, '[data-widget="donate"]');

        await page.getByRole('button', { name: /^Buy: Coin offer/ }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expectClean(page, canary, '[role="dialog"]');
        await expect(page).toHaveURL(new RegExp(en(`/donate(\\?csp=strict)?#goods$`)));
        expect(await log.purifyFetched(), 'DOMPurify fetched').toBe(sanitizer.fallback);
      });

      test('promo banner: every vector as its own banner (description, title, link), paged through', async ({
        page,
        problems,
      }) => {
        test.slow(); // pages through every vector, one banner each
        allowPurifyParse(problems, mode.query);
        const log = await pickSanitizer(page, sanitizer);
        const canary = await armCanary(page);
        await rewriteApi(page, /\/api\/v1\/banner$/, (body) => {
          const data = body.data as { banners: Json[] };
          const base = data.banners.find(
            (b) => b.isAllowWebsite && !b.isLimited && Date.parse(String(b.expiredAt)) > Date.now() + 86_400_000,
          )!;
          const banners = XSS_VECTORS.map((v, i) => ({
            ...base,
            description: v,
            btnTitle: v,
            btnLink: `javascript:__xss(${i + 1})`,
          }));
          return { ...body, data: { banners } };
        });
        await page.goto(en(`/${mode.query}`));
        await widgetsSettled(page);
        const banner = page.locator('[data-widget="banner"] .wgt-banner');
        await openPromos(page);
        await expect(banner.locator('.wgt-banner__position')).toHaveText(`1 of ${XSS_VECTORS.length}`);
        // Every banner in turn, and the pager back at the first.
        const paged = await pageThrough(page, {
          root: '[data-widget="banner"]',
          next: '[data-widget="banner"] .wgt-banner__step[aria-label="Next promotion"]',
          position: '[data-widget="banner"] .wgt-banner__position',
          total: XSS_VECTORS.length,
        });
        expect(paged.stoppedAt, 'the pager').toBeUndefined();
        expect(paged.leftovers).toHaveLength(XSS_VECTORS.length);
        paged.leftovers.forEach((left, i) => expect(left, `banner ${i + 1}`).toEqual([]));
        await expectClean(page, canary, '[data-widget="banner"]');
        expect(await log.purifyFetched(), 'DOMPurify fetched').toBe(sanitizer.fallback);
      });

      test('two-factor QR markup: the vectors around and inside the real SVG', async ({ page, fx, problems }) => {
        allowPurifyParse(problems, mode.query);
        const log = await pickSanitizer(page, sanitizer);
        const canary = await armCanary(page);
        await fx.signInAs('verified');
        await rewriteApi(page, /\/api\/v1\/user\/2fa\/secret$/, (body) => {
          const data = body.data as { secret: string; QRImage: string };
          // The real QR first (so it stays whole), then the corpus, then the corpus inside an <svg>.
          const inside = data.QRImage.replace(/(<svg[^>]*>)/, `$1${ALL_VECTORS}`);
          return { ...body, data: { ...data, QRImage: `${data.QRImage}${ALL_VECTORS}${inside}` } };
        });
        await page.goto(en(`/cabinet${mode.query}#settings`));
        await page.getByRole('tab', { name: 'Two-factor auth' }).click();
        await expect(page.locator('.wgt-twofa__qr-image svg').first()).toBeVisible();
        // The real QR survived the sanitizer (its path is what the player scans).
        await expect(page.locator('.wgt-twofa__qr-image svg path').first()).toBeAttached();
        await expectClean(page, canary, '.wgt-twofa__qr');
        expect(await log.purifyFetched(), 'DOMPurify fetched').toBe(sanitizer.fallback);
      });
    });
  }
}
