import { expect, test } from './support/fixtures';
import { en } from './support/locales';

/**
 * The cabinet as a player sees it (the store part): the phone's first screen starts with the
 * player, not a promo; a new player's prize inventory says how to get prizes instead of showing blanks.
 */
test.describe('cabinet: what a player sees', () => {
  test('first phone screen: a compact promo, then the name, balance and Top up @phone-only', async ({ page, fx }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await fx.signInAs('verified');
    await page.goto('/cabinet');
    const me = page.locator('.wgt-cabinet__me');
    await expect(me).toContainText('player');
    await expect(me.getByTestId('me-balance')).toHaveText(/^1\s500 монет$/);
    await expect(me.getByRole('link', { name: 'Пополнить' })).toHaveAttribute('href', '/donate');
    for (const part of [me.getByTestId('me-balance'), me.getByRole('link', { name: 'Пополнить' })]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(667);
    }
    const promo = (await page.locator('.wgt-banner--inline').boundingBox())!;
    expect(promo.height).toBeLessThanOrEqual(150);
  });

  test('the profile starts with the login and the balance', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet'));
    // The profile arrives with its data: read the labels once the first is there.
    await expect(page.locator('.wgt-profile__label').first()).toBeVisible();
    const labels = await page.locator('.wgt-profile__label').allTextContents();
    expect(labels.slice(0, 2)).toEqual(['Login', 'Balance']);
  });

  test('a new player with no prizes: a sentence and a way to get some, no blank tiles', async ({ page, fx, axe }) => {
    await fx.signInAs('unverified');
    await page.goto(en('/cabinet#inventory'));
    await page
      .getByRole('tablist', { name: 'Inventory' })
      .getByRole('tab', { name: /Donate inventory/ })
      .click();
    const empty = page.locator('.wgt-inventory__empty');
    await expect(empty).toContainText('No prizes yet: open a case to win one.');
    await expect(empty.getByRole('link', { name: 'Get a case' })).toHaveAttribute('href', en('/donate#cases'));
    await expect(page.locator('.wgt-grid--coupons > li')).toHaveCount(0);
    await expect(page.getByText('No more results!')).toHaveCount(0);
    await axe();
  });

  test('inventory: no "Buy more" for a sold-out case, which says so', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#inventory'));
    const soldOut = page.locator('[data-user-case="14"]');
    await expect(soldOut.getByRole('button', { name: /^Open/ })).toBeEnabled();
    await expect(soldOut).toContainText('Sold out');
    await expect(soldOut.getByRole('link', { name: /^Buy more/ })).toHaveCount(0);
    await expect(page.locator('[data-user-case="11"]').getByRole('link', { name: /^Buy more/ })).toHaveAttribute(
      'href',
      en('/donate/case/1'),
    );
  });
});
