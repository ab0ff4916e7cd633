import { TOTP } from 'otpauth';
import { TWOFA_SECRET } from '../host-fixtures/state/users';
import { expect, test } from './support/fixtures';
import { en } from './support/locales';

const code = (secret: string) => new TOTP({ secret }).generate();

test.describe('cabinet settings', () => {
  test('change password: every message, disabled save, wrong old password, success clears the form', async ({
    page,
    fx,
    axe,
    problems,
  }) => {
    problems.expect(/status of 422/);
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#settings'));
    const old = page.getByLabel('Old password');
    const pass = page.getByLabel('New password');
    const conf = page.getByLabel('Repeat the password');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await old.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Enter your old password')).toBeVisible();
    await pass.fill('short');
    await pass.blur();
    await expect(page.getByText('Password must include at least 8 characters.')).toBeVisible();
    await conf.focus();
    await conf.blur();
    await expect(page.getByText('Repeat the password', { exact: true }).last()).toBeVisible();
    await axe();
    await old.fill('wrong-old');
    await expect(page.getByText('Enter your old password')).toHaveCount(0);
    await conf.fill('shorter');
    await conf.blur();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(save).toBeDisabled();
    await conf.fill('short');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Password must include at least 8 characters.')).toBeVisible();
    expect(await fx.count('user-reset-password')).toBe(0);
    await pass.fill('new-password-1');
    await conf.fill('new-password-1');
    await save.click();
    await expect(page.getByText('Old password is incorrect')).toBeVisible();
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(pass).toHaveValue('new-password-1');
    await old.fill('password123');
    await expect(page.getByText('Old password is incorrect')).toHaveCount(0);
    await conf.press('Enter');
    await expect(page.locator('.wgt-notice__message')).toHaveText('Password updated successfully');
    await expect(old).toHaveValue('');
    await expect(pass).toHaveValue('');
    await expect(conf).toHaveValue('');
    const users = (await fx.state()).state as { users: { alias: string; password: string }[] };
    expect(users.users.find((u) => u.alias === 'verified')?.password).toBe('new-password-1');
  });

  test('two-factor: a wrong code is refused, the real TOTP code enables it @phone', async ({
    page,
    fx,
    axe,
    problems,
  }) => {
    problems.expect(/status of 422/);
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#settings'));
    await page.getByRole('tab', { name: 'Two-factor auth' }).click();
    const secret = (await page.getByTestId('twofa-secret').textContent())!;
    await expect(page.locator('.wgt-twofa__qr svg')).toBeVisible();
    await axe();
    const activate = page.getByRole('button', { name: 'Activate' });
    const field = page.getByRole('textbox', { name: 'Code from the app' });
    await field.click();
    await page.keyboard.type('12345');
    await expect(activate).toBeDisabled();
    const wrong = code(secret) === '123456' ? '654321' : '123456';
    await page.keyboard.press('Backspace');
    await page.keyboard.type(wrong.slice(4));
    await activate.click();
    await expect(page.getByRole('alert')).toHaveText('Verification code entered incorrectly');
    // A refused code: the focus is on the field again, its message tied to it.
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription('Verification code entered incorrectly');
    await field.press('Backspace');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(code(secret));
    await page.keyboard.press('Enter');
    await expect(page.locator('.wgt-notice__message')).toHaveText('Two-factor authentication enabled');
    await expect(page.locator('.wgt-twofa[data-state="enabled"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    const users = (await fx.state()).state as {
      users: { alias: string; isTwoFaEnabled: boolean; twoFaSecret: string }[];
    };
    expect(users.users.find((u) => u.alias === 'verified')).toMatchObject({
      isTwoFaEnabled: true,
      twoFaSecret: secret,
    });
  });

  test('two-factor: deactivating with a code shows a fresh secret', async ({ page, fx, axe }) => {
    await fx.signInAs('twofa');
    await page.clock.install();
    await page.goto(en('/cabinet#settings'));
    await page.getByRole('tab', { name: 'Two-factor auth' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();
    await axe();
    await page.getByRole('textbox', { name: 'Code from the app' }).click();
    await page.keyboard.type(code(TWOFA_SECRET));
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.locator('.wgt-notice__message')).toHaveText('Two-factor authentication disabled');
    await expect(page.locator('.wgt-twofa[data-state="enabled"]')).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.locator('.wgt-twofa[data-state="disabled"]')).toBeVisible();
    await expect(page.getByTestId('twofa-secret')).not.toHaveText(TWOFA_SECRET);
    await expect(page.getByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(await fx.count('2fa-secret')).toBe(1);
  });
});

test.describe('cabinet referral system', () => {
  test('players: statistics and milestones; donat: current and next status; paid disabled', async ({
    page,
    fx,
    axe,
  }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#ref-system'));
    await expect(page.getByTestId('referral-promo')).toHaveText('PLAYER2024');
    await expect(page.getByTestId('referral-total')).toHaveText('9');
    await expect(page.getByTestId('stat-active')).toHaveText('7');
    await expect(page.getByTestId('stat-earned')).toHaveText('$35.00');
    await expect(page.getByTestId('milestones-reached')).toHaveText('2 of 5 reached');
    const bars = page.locator('.wgt-milestones progress');
    await expect(bars).toHaveCount(5);
    expect(await bars.evaluateAll((els) => els.map((e) => (e as HTMLProgressElement).value))).toEqual([
      100, 100, 70, 28, 14,
    ]);
    const tip = page.getByRole('button', { name: 'What is an active referral' });
    await tip.click();
    await expect(tip).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Conditions' })).toBeVisible();
    await axe();
    await tip.press('Escape');
    await expect(page.getByRole('link', { name: 'Conditions' })).toBeHidden();
    const tabs = page.getByRole('tablist', { name: 'Referral system' });
    await expect(tabs.getByRole('tab', { name: 'Paid' })).toHaveAttribute('aria-disabled', 'true');
    await tabs.getByRole('tab', { name: 'Players' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('current-status')).toContainText('Recruiter');
    await expect(page.getByTestId('current-status')).toContainText('Cashback 3%');
    await expect(page.getByTestId('next-status')).toContainText('To “Captain”: 7 of 20');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Players' })).toHaveAttribute('aria-selected', 'true');
    await axe();
  });

  test('the top status has no next one; a player without status starts at the first', async ({ page, fx }) => {
    await fx.signInAs('rich');
    await page.goto(en('/cabinet#ref-system'));
    await page.getByRole('tab', { name: 'Donat' }).click();
    await expect(page.getByTestId('current-status')).toContainText('Leader');
    await expect(page.getByTestId('next-status')).toHaveText('You have the top status');
    // The API's "1 320 $" in the site's one money format, grouped as the locale groups.
    await page.getByRole('tab', { name: 'Players' }).click();
    await expect(page.getByTestId('stat-earned')).toHaveText('$1,320.00');
    await fx.signInAs('unverified');
    await page.goto('about:blank');
    await page.goto(en('/cabinet#ref-system'));
    await expect(page.getByTestId('stat-perPerson')).toHaveText('$0.00');
    await page.getByRole('tab', { name: 'Donat' }).click();
    await expect(page.getByTestId('current-status')).toContainText('Newcomer');
  });
});
