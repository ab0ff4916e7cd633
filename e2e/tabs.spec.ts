import { expect, test } from './support/fixtures';
import { en } from './support/locales';

/** Two tabs of one browser (one context: the same cookies and local storage), README "Security model". */
test.describe('tabs that disagree', () => {
  test('a cart changed in another tab during checkout: the check page shows it and the order is for what it shows', async ({
    page,
    fx,
  }) => {
    await page.goto(en('/donate#goods'));
    await page.getByLabel('E-mail').fill('buyer@example.com');
    await page.getByRole('button', { name: /Buy: Starter case/ }).click();
    await expect(page).toHaveURL(/verification-payment$/);
    await expect(page.getByRole('row', { name: /Total to pay €2.50/ })).toBeVisible();

    const other = await page.context().newPage();
    await other.goto(en('/donate#goods'));
    await other.getByLabel('E-mail').fill('buyer@example.com');
    await other.getByRole('button', { name: /Buy: Gold case bundle/ }).click();
    await expect(other).toHaveURL(/verification-payment$/);
    await other.close();

    await expect(page.getByRole('row', { name: /Total to pay €179.99/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Your cart has changed. Check the order and confirm it again.');
    await expect(page.getByRole('checkbox')).not.toBeChecked();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/pay\?order=/);
    const { state } = (await fx.state()) as { state: { donate: { orders: { cart: { price: number } }[] } } };
    expect(state.donate.orders.map((o) => o.cart.price)).toEqual([179.99]);
    expect(await fx.count('donate-cart')).toBe(1);
  });

  test('a logout in another tab: this tab leaves its signed-in view by itself', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/donate'));
    await expect(page.getByRole('tab', { name: 'Cases' })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto(en('/'));
    await other.locator('.header-actions [data-widget="logout"]').click();
    await expect(other.locator('.header-actions').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await other.close();
    await expect(page.locator('.header-actions').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cases' })).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toHaveValue('');
  });
});
