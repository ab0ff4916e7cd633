import type { Page } from '@playwright/test';
import { armCanary } from './support/hostile';
import { expect, test } from './support/fixtures';

/**
 * The trust boundary (README "Security model"): addresses from the API, markup and the address bar go
 * through the one URL policy (shared/runtime/safe-url.ts); nothing runs script, leaves the site or breaks
 * a widget. Each test runs on the normal page and under ?csp=strict.
 */
const MODES = ['', '?csp=strict'] as const;
const modeName = (q: string) => (q ? 'strict CSP' : 'normal page');

/** Answers one POST with the real status and headers but this JSON body. */
async function answerPost(page: Page, path: RegExp, json: unknown) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json });
    },
  );
}

const PAYMENT_VECTORS = [
  'javascript:__xss(1)',
  ' JaVaScRiPt:__xss(2)',
  'java\tscript:__xss(3)',
  '\u0001javascript:__xss(4)',
  'data:text/html,<script>opener.__xss(5)</script>',
  '//evil.example/pay',
  'vbscript:msgbox(7)',
];

for (const q of MODES) {
  test.describe(`trust boundary, ${modeName(q)}`, () => {
    test('the payment redirect follows only https or loopback addresses; the rest show the payment error', async ({
      page,
      problems,
    }) => {
      test.slow();
      const canary = await armCanary(page);
      const warnings: string[] = [];
      page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
      problems.expect(/Failed to load resource/); // the fixture may refuse a repeated order
      await page.goto(`/en/donate${q}`);
      await page.getByLabel('E-mail').fill('buyer@example.com');
      await page.getByRole('button', { name: 'Buy' }).click();
      await expect(page).toHaveURL(/verification-payment/);
      await page.getByRole('checkbox', { name: /terms of service/ }).check();
      const here = page.url();
      // The client route to the verification page is the one navigation so far.
      const before = await canary.fired();
      for (const url of PAYMENT_VECTORS) {
        await page.unroute(/./);
        await answerPost(page, /\/api\/donate\/order$/, { data: { url } });
        warnings.length = 0;
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.locator('.wgt-donate__alert')).toHaveText(/An error occurred during payment/);
        await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
        expect(page.url(), url).toBe(here);
        expect(
          warnings.filter((w) => w.includes('url: refused navigate')),
          url,
        ).toHaveLength(1);
      }
      expect(await canary.fired()).toEqual(before);
    });
  });
}
