import { expect, test } from './support/fixtures';

// The inventory reads the shop's cases (`one-rp-cases`) to know which are sold out, the one
// source of that (a user case names its case only: id, name, picture). That is one GET a page: the client
// shares it, and nothing else on the cabinet asks for the cases or the goods (the bench counts one GET per
// endpoint per page). The prizes' tab keeps what it loaded: going back to it asked for its first page again.
test('the inventory tab asks each endpoint once @phone', async ({ page, fx }) => {
  await fx.signInAs('verified');
  await page.goto('/cabinet#inventory');
  await expect(page.locator('.wgt-grid--cases [data-user-case]')).toHaveCount(4);
  // The sold-out case offers no "Buy more": the shop's answer is in.
  await expect(page.locator('[data-user-case="14"]')).toContainText('Распродан');
  const inventory = page.getByRole('tablist', { name: 'Инвентарь' });
  const cases = page.locator('.wgt-grid--cases [data-user-case]');
  const prizes = page.locator('.wgt-grid--coupons [data-coupon]');
  for (const [tab, shown] of [
    [/Донат-инвентарь/, prizes],
    [/Кейсы/, cases],
    [/Донат-инвентарь/, prizes],
  ] as const) {
    await inventory.getByRole('tab', { name: tab }).click();
    await expect(shown.first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  const gets = (await fx.requests()).filter((r) => r.method === 'GET').map((r) => r.endpoint);
  expect(gets.filter((e) => e === 'one-rp-cases')).toHaveLength(1);
  const twice = gets.filter((e, i) => gets.indexOf(e) !== i);
  expect(twice, `GETs: ${gets.join(', ')}`).toEqual([]);
});
