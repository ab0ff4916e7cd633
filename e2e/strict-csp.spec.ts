import type { Page } from '@playwright/test';
import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

/**
 * Every page under `?csp=strict` (script-src/style-src 'self', Trusted Types), in the states a player
 * reaches: zero `securitypolicyviolation` events (recorded from before any page script) and, through the
 * `problems` fixture, zero console errors.
 */
const RECORD = `(() => {
  const seen = [];
  Object.defineProperty(window, '__csp', { value: seen });
  document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sourceFile || '') + ':' + e.lineNumber + ' ' + (e.sample || '')));
})();`;

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function visit(page: Page, path: string) {
  await page.goto(
    path.includes('#') ? path.replace('#', '?csp=strict#') : `${path}${path.includes('?') ? '&' : '?'}csp=strict`,
  );
  await widgetsSettled(page);
  expect(await page.evaluate(() => !!document.getElementById('widgets-config')), 'strict variant').toBe(true);
}

const VISITOR_PAGES = [
  en('/'),
  en('/auth'),
  en('/donate'),
  en(
    '/donate/success?date=2024-05-01&account=a&server=one&product=one_coin&quantity=1&sum=10&currency=EUR&payment=Card',
  ),
  en('/donate/fail?message=Declined'),
  en('/email-verification?token=good-token'),
  en('/terms'),
];
const PLAYER_PAGES = [
  en('/'),
  en('/donate'),
  en('/donate#cases'),
  en('/donate/case/3'),
  en('/cabinet'),
  en('/cabinet#inventory'),
  en('/cabinet#ref-system'),
  en('/cabinet#settings'),
];

test.describe('strict CSP: zero violations', () => {
  test.beforeEach(async ({ page }) => page.addInitScript({ content: RECORD }));

  test('every page a visitor opens', async ({ page }) => {
    for (const path of VISITOR_PAGES) {
      await visit(page, path);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test('every page a signed-in player opens', async ({ page, fx }) => {
    await fx.signInAs('verified');
    for (const path of PLAYER_PAGES) {
      await visit(page, path);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test('donate tabs and the coin dialog', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await visit(page, en('/donate'));
    for (const tab of ['Special offers', 'Cases', 'One Coins']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await page.getByRole('tab', { name: 'Special offers' }).click();
    await page
      .locator('[data-goods-id="103"]')
      .getByRole('button', { name: /Buy: Gold case/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Buy with coins' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('cabinet settings: the two-factor QR (sanitized SVG markup)', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await visit(page, en('/cabinet#settings'));
    await page.getByRole('tab', { name: 'Two-factor auth' }).click();
    await expect(page.locator('.wgt-twofa__qr svg')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a roulette spin with reduced motion', async ({ page, fx }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fx.signInAs('verified');
    await visit(page, en('/cabinet/case?id=11'));
    await page.locator('[data-widget="roulette"] .wgt-roulette__open').click();
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a rare prize: its chime plays under the strict CSP (media-src blob:, README embedding guide)', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    // Case 1's item 111 is a rare one (host-fixtures/state/cases.ts): the answer is turned into it.
    await page.route(/\/api\/v1\/cases\/open\/?$/, async (route) => {
      const answer = (await (await route.fetch()).json()) as { data: { coupons: object[] } };
      const coupons = answer.data.coupons.map((c) => ({ ...c, color: 'rare' }));
      await route.fulfill({ json: { data: { ...answer.data, caseItemId: 111, coupons } } });
    });
    await visit(page, en('/cabinet/case?id=11'));
    await page.locator('[data-widget="roulette"] .wgt-roulette__open').click();
    await page.getByRole('button', { name: 'Skip animation' }).click();
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible();
    await expect(page.locator('[data-widget="roulette"] .wgt-rarity--rare').first()).toBeVisible();
    await page.waitForTimeout(300); // the chime's load, refused or not, is reported within a few ms
    expect(await violations(page)).toEqual([]);
  });

  test("framing: pages send frame-ancestors 'self' (README, security), with or without the strict CSP", async ({
    page,
    problems,
  }) => {
    problems.expect(/frame-ancestors/);
    for (const path of [en('/donate'), en('/auth'), en('/donate?csp=strict')]) {
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy'], path).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    }
    // A page of another origin cannot show the site in a frame.
    const site = page.url().replace('?csp=strict', '');
    await page.goto('about:blank');
    await page.setContent(`<iframe src="${site}"></iframe>`);
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
  });
});
