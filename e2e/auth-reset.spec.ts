import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectSignedIn, fillSignIn, open, resetCode, widget } from './support/auth';

const REJECTED = /status of 422/;

/** Forgot password for player@example.com on server one, up to the code step (the code exists then). */
async function toConfirmStep(page: Page) {
  await open(page);
  const w = widget(page);
  await w.getByRole('button', { name: 'Forgot password?' }).click();
  await w.getByLabel('Server').selectOption('one');
  await w.getByLabel('E-mail').fill('player@example.com');
  await w.getByRole('button', { name: 'Reset password' }).click();
  await expect(w.getByRole('heading', { name: 'Confirmation code' })).toBeVisible();
}

/** On to the new-password step with the fixture's code. */
async function toNewPasswordStep(page: Page) {
  await toConfirmStep(page);
  const w = widget(page);
  await w.getByLabel('Code from the e-mail').fill(await resetCode(page, 'player@example.com'));
  await w.getByRole('button', { name: 'Reset password' }).click();
  await expect(w.getByRole('heading', { name: 'New password' })).toBeFocused();
}

test.describe('auth: password reset', () => {
  test('forgot → code → new password → sign in with it @phone', async ({ page, fx }) => {
    await open(page);
    const w = widget(page);
    await w.getByLabel('E-mail or login').fill('Player@Example.com');
    await w.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(w.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
    // The e-mail typed for sign-in carries over.
    await expect(w.getByLabel('E-mail')).toHaveValue('Player@Example.com');
    await w.getByLabel('Server').selectOption('one');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/resetPassword'));
    await w.getByRole('button', { name: 'Reset password' }).click();
    expect((await request).postDataJSON()).toEqual({ step: 'request', server: 'one', email: 'player@example.com' });
    await expect(page.getByText('The code was sent to your e-mail')).toBeVisible();
    await expect(w.getByRole('heading', { name: 'Confirmation code' })).toBeFocused();
    await expect(w.getByText('We sent a code to player@example.com.')).toBeVisible();

    const code = await resetCode(page, 'player@example.com');
    await w.getByLabel('Code from the e-mail').fill(code);
    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByRole('heading', { name: 'New password' })).toBeFocused();
    await w.getByLabel('New password').fill('brand-new-pass');
    await w.getByLabel('Confirm password').fill('brand-new-pass');
    await w.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Password changed. Sign in with the new one.')).toBeVisible();
    // Back on sign-in with the data cleared (the server choice stays).
    await expect(w.getByRole('heading', { name: 'Sign in to your account' })).toBeFocused();
    await expect(w.getByLabel('E-mail or login')).toHaveValue('');
    await expect(w.getByLabel('Server')).toHaveValue('one');
    expect(await fx.count('reset-password')).toBe(3);

    await fillSignIn(page, { identity: 'player', password: 'brand-new-pass' });
    await w.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(page);
  });

  test('each reset step has no axe violations', async ({ page, axe }) => {
    await open(page);
    const w = widget(page);
    await w.getByRole('button', { name: 'Forgot password?' }).click();
    await w.getByLabel('Server').selectOption('one');
    await axe();
    await w.getByLabel('E-mail').fill('player@example.com');
    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByRole('heading', { name: 'Confirmation code' })).toBeFocused();
    await axe();
    await w.getByLabel('Code from the e-mail').fill(await resetCode(page, 'player@example.com'));
    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByRole('heading', { name: 'New password' })).toBeFocused();
    await axe();
  });

  test('forgot: the button stays off while a field is empty or wrong, with the messages', async ({ page, fx }) => {
    await open(page);
    const w = widget(page);
    await w.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = w.getByRole('button', { name: 'Reset password' });
    await expect(reset).toBeDisabled();
    await w.getByLabel('E-mail').focus();
    await w.getByLabel('E-mail').blur();
    await expect(w.getByText('Email field must not be empty')).toBeVisible();
    await w.getByLabel('E-mail').fill('player@example');
    await w.getByLabel('E-mail').blur();
    await expect(w.getByText('Invalid email entered')).toBeVisible();
    await w.getByLabel('E-mail').fill('player@example.com');
    await expect(w.getByText('Invalid email entered')).toHaveCount(0);
    await expect(reset).toBeDisabled(); // no server yet
    await w.getByLabel('Server').selectOption('one');
    await expect(reset).toBeEnabled();
    expect(await fx.count('reset-password')).toBe(0);
  });

  test('forgot: an unknown e-mail gives "Invalid email entered" and keeps it', async ({ page, problems }) => {
    problems.expect(REJECTED);
    await open(page);
    const w = widget(page);
    await w.getByRole('button', { name: 'Forgot password?' }).click();
    await w.getByLabel('Server').selectOption('one');
    await w.getByLabel('E-mail').fill('nobody@example.com');
    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByRole('alert')).toHaveText('Invalid email entered');
    await expect(w.getByLabel('E-mail')).toHaveValue('nobody@example.com');
    await expect(w.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });

  test('confirm: a double click sends one request; empty and rejected codes keep the step', async ({
    page,
    fx,
    problems,
    axe,
  }) => {
    problems.expect(REJECTED);
    await open(page);
    const w = widget(page);
    await w.getByRole('button', { name: 'Forgot password?' }).click();
    await w.getByLabel('Server').selectOption('one');
    await w.getByLabel('E-mail').fill('player@example.com');
    await w.getByRole('button', { name: 'Reset password' }).dblclick();
    await expect(w.getByRole('heading', { name: 'Confirmation code' })).toBeVisible();
    expect(await fx.count('reset-password')).toBe(1);

    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByLabel('Code from the e-mail')).toHaveAccessibleDescription(
      'Verification code entered incorrectly',
    );
    expect(await fx.count('reset-password')).toBe(1);
    await w.getByLabel('Code from the e-mail').fill('000000x');
    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByLabel('Code from the e-mail')).toHaveAccessibleDescription(
      'Verification code entered incorrectly',
    );
    await expect(w.getByLabel('Code from the e-mail')).toHaveValue('000000x');
    expect(await fx.count('reset-password')).toBe(2); // the request and the rejected check
    await axe();
  });

  test('confirm: "Send the code again" sends a new code, and the new code opens the next step', async ({
    page,
    fx,
  }) => {
    await toConfirmStep(page);
    const w = widget(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/resetPassword'));
    await w.getByRole('button', { name: 'Send the code again' }).click();
    expect((await request).postDataJSON()).toEqual({ step: 'request', server: 'one', email: 'player@example.com' });
    await expect(page.getByText('The code was sent again')).toBeVisible();
    expect(await fx.count('reset-password')).toBe(2); // the request and the resend
    const code = await resetCode(page, 'player@example.com');
    await w.getByLabel('Code from the e-mail').fill(code);
    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByRole('heading', { name: 'New password' })).toBeFocused();
  });

  test('new password: the local rules answer before anything is sent', async ({ page, fx, axe }) => {
    await toNewPasswordStep(page);
    const w = widget(page);
    await w.getByLabel('New password').fill('short');
    await w.getByRole('button', { name: 'Apply' }).click();
    await expect(w.getByText('Password must include at least 8 characters.')).toBeVisible();
    await expect(w.getByText('Confirm the password')).toBeVisible();
    await w.getByLabel('New password').fill('long-enough');
    await w.getByLabel('Confirm password').fill('long-enougH');
    await w.getByRole('button', { name: 'Apply' }).click();
    await expect(w.getByText('Passwords must match')).toBeVisible();
    expect(await fx.count('reset-password')).toBe(2); // the request and the check, no change
    await axe();
  });

  test('each Back clears what its step holds: the passwords and the code, then back to sign-in', async ({ page }) => {
    await toNewPasswordStep(page);
    const w = widget(page);
    await w.getByLabel('New password').fill('long-enough');
    await w.getByRole('button', { name: 'Back' }).click();
    await expect(w.getByRole('heading', { name: 'Confirmation code' })).toBeFocused();
    await expect(w.getByLabel('Code from the e-mail')).toHaveValue('');
    await w.getByLabel('Code from the e-mail').fill(await resetCode(page, 'player@example.com'));
    await w.getByRole('button', { name: 'Reset password' }).click();
    await expect(w.getByLabel('New password')).toHaveValue('');
    await w.getByRole('button', { name: 'Back' }).click();
    await w.getByRole('button', { name: 'Back' }).click();
    await expect(w.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
    await expect(w.getByLabel('E-mail')).toHaveValue('player@example.com');
    await w.getByRole('button', { name: 'Back' }).click();
    await expect(w.getByRole('heading', { name: 'Sign in to your account' })).toBeFocused();
  });

  test('new password: a rejected change marks both fields', async ({ page, fx, problems }) => {
    problems.expect(/status of 403/);
    await toNewPasswordStep(page);
    const w = widget(page);
    await w.getByLabel('New password').fill('brand-new-pass');
    await w.getByLabel('Confirm password').fill('brand-new-pass');
    // A 4xx refusal (a 5xx is the network message: e2e/fault-matrix-auth.spec.ts).
    await fx.scenario({ 'reset-password': '403' });
    await w.getByRole('button', { name: 'Apply' }).click();
    await expect(w.getByText('Enter a valid new password')).toBeVisible();
    await expect(w.getByText('Confirm the password')).toBeVisible();
    await expect(w.getByLabel('New password')).toHaveValue('brand-new-pass');
  });

  test('the gallery shows pending reset codes for QA', async ({ page }) => {
    await toConfirmStep(page);
    const code = await resetCode(page, 'player@example.com');
    const gallery = await page.context().newPage();
    await gallery.goto('/gallery');
    await expect(gallery.locator('#reset-codes')).toContainText(`${code} player@example.com`);
  });
});
