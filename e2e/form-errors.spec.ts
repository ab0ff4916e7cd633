import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { fillSignIn, open, widget } from './support/auth';
import { expect, test, widgetsSettled } from './support/fixtures';
import { en, uk } from './support/locales';

/**
 * The error rule of the cabinet forms and auth (docs/widgets/cabinet.md, auth.md "Errors"): a 4xx
 * rejection shows the form's own text; a 5xx says the server failed, in the page's language, and keeps the input
 * (offline and timeout, each with its own words: e2e/fault-matrix-*).
 */
const SERVER_FAILED = 'Server error. Try again in a few minutes.';
/** The two-factor code: one field drawn as six boxes (shared/ui/code-input.tsx). */
const code = (page: Page) => page.getByRole('textbox', { name: 'Code from the app' });

test.describe('form errors: 4xx says what is wrong, a 5xx says the server failed', () => {
  test('password change: a wrong old password (422) vs a 500', async ({ page, fx, problems }) => {
    problems.expect(/status of (422|500)/);
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#settings'));
    await page.getByLabel('Old password').fill('wrong-password');
    await page.getByLabel('New password').fill('new-password-1');
    await page.getByLabel('Repeat the password').fill('new-password-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Old password is incorrect');
    await page.getByLabel('Old password').fill('password123');
    await fx.scenario({ 'user-reset-password': '500' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(SERVER_FAILED);
    await expect(page.getByLabel('Old password')).toHaveValue('password123');
    await expect(page.getByLabel('Old password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('promo save: an unknown code (422) vs a 500, in Russian', async ({ page, fx, problems }) => {
    problems.expect(/status of (422|500)/);
    await fx.signInAs('verified');
    await page.goto(en('/cabinet'));
    await page.getByLabel('Inviter promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Inviter promo code')).toHaveAccessibleDescription('Invalid promo code entered');
    await fx.scenario({ 'user-promo-code': '500' });
    await page.goto('/cabinet');
    await page.getByLabel('Промокод пригласившего').fill('WHALE2022');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ошибка сервера. Попробуйте через несколько минут.');
    await expect(page.getByLabel('Промокод пригласившего')).toHaveValue('WHALE2022');
  });

  test('two-factor on: a wrong code (422) vs a 500', async ({ page, fx, problems }) => {
    problems.expect(/status of (422|500)/);
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#settings'));
    await page.getByRole('tab', { name: 'Two-factor auth' }).click();
    const secret = (await page.getByTestId('twofa-secret').textContent())!;
    await code(page).click();
    await page.keyboard.type('000000');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification code entered incorrectly');
    await fx.scenario({ '2fa-verify': '500' });
    await code(page).click();
    await page.keyboard.type(new TOTP({ secret }).generate());
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alert')).toHaveText(SERVER_FAILED);
    await expect(code(page)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sign-in: wrong password (422) vs a 500, in Ukrainian', async ({ page, fx, problems }) => {
    problems.expect(/status of (401|422|500)/);
    await open(page);
    await fillSignIn(page, { identity: 'player', password: 'wrong-password' });
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByRole('alert')).toContainText('Invalid credentials');
    await fx.scenario({ login: '500' });
    await open(page, uk('/auth'));
    await widget(page).getByLabel('Сервер').selectOption('one');
    await widget(page).getByLabel(/логін/i).fill('player');
    await widget(page).getByLabel('Пароль', { exact: true }).fill('password123');
    await widget(page).getByRole('button', { name: 'Увійти' }).click();
    await expect(widget(page).getByRole('alert')).toContainText('Помилка сервера. Спробуйте за кілька хвилин.');
    await expect(widget(page).getByLabel(/логін/i)).toHaveValue('player');
  });

  test('logout with no answer signs out locally after a few seconds', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.addInitScript(() => sessionStorage.setItem('promoBannerClosed', 'true'));
    await page.goto(en('/'));
    await widgetsSettled(page);
    await fx.scenario({ logout: 'timeout' });
    const started = Date.now();
    await page.locator('.header-actions [data-widget="logout"]').click();
    await expect(page.locator('.header-actions').getByRole('link', { name: 'Sign in' })).toBeVisible({
      timeout: 8000,
    });
    expect(Date.now() - started).toBeLessThan(8000);
    expect((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');
  });
});
