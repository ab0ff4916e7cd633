import { expect, test } from './support/fixtures';
import { payButton } from './support/donate';
import { en, enUrl } from './support/locales';

const amount = (page: import('@playwright/test').Page) => page.getByLabel('Amount of coins', { exact: true });

test.describe('donate: validation and failures', () => {
  test('every form message, cleared on edit; amount clamping', async ({ page, fx }) => {
    await page.goto(en('/donate'));
    await page.getByLabel('Server').selectOption('');
    await payButton(page).click();
    await expect(page.getByText('A server must be selected')).toBeVisible();
    await expect(page.getByText('Email field must not be empty')).toBeVisible();
    await page.getByLabel('Server').selectOption('two');
    await expect(page.getByText('A server must be selected')).toHaveCount(0);
    await page.getByLabel('E-mail').fill('not an email');
    await payButton(page).click();
    await expect(page.getByText('Invalid email entered')).toBeVisible();
    await page.getByLabel('E-mail').fill('ok@example.com');
    await expect(page.getByText('Invalid email entered')).toHaveCount(0);
    expect(await fx.count('donate-cart-save')).toBe(0);

    await amount(page).fill('99x999');
    await expect(amount(page)).toHaveValue('30000');
    // Below the minimum the value stays as typed, with a note under the field, until the field is left.
    await amount(page).fill('2');
    await expect(amount(page)).toHaveValue('2');
    await expect(amount(page)).toHaveAccessibleDescription(/10/);
    await amount(page).blur();
    await expect(amount(page)).toHaveValue('10');
    await page.getByRole('button', { name: /€50\.00 – €99\.99/ }).click();
    await expect(amount(page)).toHaveValue('500');
    await expect(page.getByRole('button', { name: /€50\.00 – €99\.99/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a tier starting at 0 sets the minimum at once; the summary adds up', async ({ page }) => {
    await page.clock.install();
    await page.goto(en('/donate'));
    await amount(page).fill('700');
    await page.clock.runFor(600);
    await expect(page.getByTestId('coins')).toHaveText('700 coins');
    await expect(page.getByTestId('bonus')).toHaveText('+70 coins');
    await expect(page.getByTestId('received')).toHaveText('770 coins');
    await expect(page.getByText('Coins: from 10 to 30,000')).toBeVisible();
    // The faked clock stands still from here: a tier's value is no typing, so no timer raises it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: /€0\.00 – €9\.99/ }).click();
    await expect(amount(page)).toHaveValue('10');
    await expect(page.getByTestId('received')).toHaveText('10 coins');
  });

  test('captcha failure: a notice and no cart request', async ({ page, fx }) => {
    await fx.scenario({ 'bot-check': '500' });
    await page.goto(en('/donate'));
    await page.getByLabel('E-mail').fill('ok@example.com');
    await payButton(page).click();
    await expect(page.getByText('Captcha not valid')).toBeVisible();
    expect(await fx.count('donate-cart-save')).toBe(0);
    await expect(page).toHaveURL(enUrl(/\/donate$/));
  });

  test('server 500 on cart save: the server failed, the form keeps its values; a double click sends one request', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 500/);
    await fx.scenario({ 'donate-cart-save': '500' });
    await page.goto(en('/donate'));
    await page.getByLabel('E-mail').fill('ok@example.com');
    await amount(page).fill('700');
    await payButton(page).dblclick();
    await expect(page.getByText('Server error. Try again in a few minutes.')).toBeVisible();
    await expect(payButton(page)).toBeEnabled();
    // One failure, one notice (the same notice showed twice from this one request).
    await expect(page.locator('.wgt-notice')).toHaveCount(1);
    expect(await fx.count('donate-cart-save')).toBe(1);
    await expect(page.getByLabel('E-mail')).toHaveValue('ok@example.com');
    await expect(amount(page)).toHaveValue('700');
    await expect(payButton(page)).toBeEnabled();
  });

  test('terms not accepted, then server 500 on the order; a double click sends one order', async ({
    page,
    fx,
    problems,
    axe,
  }) => {
    problems.expect(/status of 500/);
    await page.goto(en('/donate'));
    await page.getByLabel('E-mail').fill('ok@example.com');
    await payButton(page).click();
    await expect(page).toHaveURL(/verification-payment$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('checkbox', { name: /terms of service/ })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: /terms of service/ })).toHaveAccessibleDescription(
      'You must accept the terms of service',
    );
    await axe();
    expect(await fx.count('donate-order')).toBe(0);
    await fx.scenario({ 'donate-order': '500' });
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Continue' }).dblclick();
    await expect(page.getByRole('alert')).toHaveText('Server error. Try again in a few minutes.');
    expect(await fx.count('donate-order')).toBe(1);
    await expect(page.getByRole('checkbox', { name: /terms of service/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('verification without a saved cart offers the way back', async ({ page }) => {
    await page.goto(en('/donate/verification-payment'));
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(page.getByRole('tab', { name: 'One Coins' })).toBeVisible();
  });

  test('the shop failing to load offers a retry', async ({ page, fx, problems }) => {
    problems.expect(/status of 500/);
    await fx.scenario({ 'donate-data': '500' });
    await page.goto(en('/donate'));
    await expect(page.getByText('The shop failed to load.')).toBeVisible();
    await fx.scenario({ 'donate-data': '' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('tab', { name: 'One Coins' })).toBeVisible();
  });
});
