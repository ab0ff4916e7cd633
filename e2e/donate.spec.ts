import { expect, test, widgetsSettled } from './support/fixtures';

const donate = '[data-widget="donate"]';

test.describe('donate: One Coins by card', () => {
  test('a visitor buys coins end to end: form, cart, verification, payment page, success @phone', async ({ page, fx, axe }) => {
    await page.goto('/en/donate');
    await expect(page.getByRole('tab', { name: 'One Coins' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('Nova RP — Donate');
    // Default amount: the first bonus tier's start (10 € / 0.1 = 100 coins) with its +5 % bonus.
    await expect(page.getByLabel('Amount of OC', { exact: true })).toHaveValue('100');
    await expect(page.getByTestId('bonus')).toHaveText('+5 OC');
    await expect(page.getByTestId('total')).toHaveText('€10.00');
    await axe();

    await page.getByLabel('E-mail').fill('buyer@example.com');
    await page.getByLabel('Amount of OC', { exact: true }).fill('600');
    await expect(page.getByTestId('bonus')).toHaveText('+60 OC');
    await page.getByRole('radio', { name: 'Bitcoin' }).check();
    await page.getByRole('button', { name: 'Buy' }).click();

    await expect(page).toHaveURL(/\/en\/donate\/verification-payment$/);
    await expect(page.getByRole('heading', { name: 'Data verification' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('product') ?? 'null'));
    expect(stored).toMatchObject({ login: 'buyer@example.com', amount: 600, bonus: 60, price: 60, currency_code: 'EUR', server_key: 'one', payment_method_name: 'Bitcoin', product_type: 'one_coin' });
    expect(stored).not.toHaveProperty('bundle_id');
    await expect(page.getByRole('row', { name: /Account buyer@example.com/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Total to pay €60.00/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bitcoin' })).toBeChecked();
    await axe();

    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/pay\?order=\d+/);
    await page.getByRole('link', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/en\/donate\/success\?/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('A receipt has been sent to your e-mail.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Sum €60.00/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Payment system Bitcoin/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Product 600 OC/ })).toBeVisible();
    await axe();
    expect(await fx.count('donate-cart-save')).toBe(1);
    expect(await fx.count('donate-order')).toBe(1);
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(page).toHaveURL(/\/en\/donate$/);
    await expect(page.getByRole('tab', { name: 'One Coins' })).toBeVisible();
  });

  test('the fail page shows the error and goes back to retry', async ({ page, axe }) => {
    await page.goto('/donate/fail?order=1&message=Card%20declined');
    await expect(page.getByRole('heading', { name: 'Ошибка оплаты' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Card declined');
    await axe();
    await page.getByRole('link', { name: 'Вернуться и повторить' }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await widgetsSettled(page);
  });
});
