import { expect, test } from './support/fixtures';
import { en, uk } from './support/locales';

// The look on a phone: nothing a player needs is cut, and strips scroll instead of cutting.
test.describe('look: phone layout', () => {
  test('cabinet tab strips wrap: every tab whole and in view, none behind a sideways scroll @phone-only', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#settings'));
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const strip of await page.getByRole('tablist').all())
      expect(await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 375).toBe(true);
      // Labels stay whole: a tab is never narrower than its text.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
});

test.describe('look: phone layout (home, goods, coupons)', () => {
  test('home: the server address is whole, the promo is a small pill until opened @phone-only', async ({ page }) => {
    await page.goto(en('/'));
    const address = page.locator('#servers .copy-btn code').first();
    await expect(address).toHaveText(/:\d+$/);
    expect(await address.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const pill = page.getByRole('button', { name: /^Promotions: \d+$/ });
    await expect(pill).toBeVisible();
    const banner = page.locator('.wgt-banner');
    expect((await banner.boundingBox())!.height).toBeLessThan(60);
    await pill.click();
    await expect(page.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    expect((await banner.boundingBox())!.height).toBeGreaterThan(120);
  });

  test('goods rows put the price button on the right; coupon buttons stay on one line @phone-only', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await page.goto(en('/donate#goods'));
    const rows = page.locator('.wgt-goods__row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const rowBox = (await row.boundingBox())!;
      const button = (await row.locator('.wgt-goods__buy > .wgt-btn').boundingBox())!;
      expect(rowBox.x + rowBox.width - (button.x + button.width)).toBeLessThan(20);
    }
    await page.goto(uk('/cabinet#inventory'));
    await page.getByRole('tab', { name: /Донат-інвентар/ }).click();
    const swaps = page.getByRole('button', { name: /^Обміняти на/ });
    await expect(swaps.first()).toBeVisible();
    for (const swap of (await swaps.all()).slice(0, 6)) expect((await swap.boundingBox())!.height).toBeLessThan(50);
  });
});
