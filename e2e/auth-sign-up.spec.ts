import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectSignedIn, open, widget } from './support/auth';
import { EN, en } from './support/locales';

const REJECTED = /status of 422/;

interface Form {
  server?: string;
  login?: string;
  email?: string;
  password?: string;
  confirmation?: string;
  promo?: string;
}

async function fillSignUp(page: Page, form: Form) {
  const w = widget(page);
  const {
    server = 'two',
    login = 'newhero',
    email = 'NewHero@Example.com',
    password = 'secret-pass',
    confirmation = password,
    promo = '',
  } = form;
  await w.getByLabel('Server').selectOption(server);
  await w.getByLabel('Login').fill(login);
  await w.getByLabel('E-mail').fill(email);
  await w.getByLabel('Password', { exact: true }).fill(password);
  await w.getByLabel('Confirm password').fill(confirmation);
  await w.getByLabel('Promo code (optional)').fill(promo);
}

async function openSignUp(page: Page) {
  await open(page, en('/auth?register'));
  await expect(widget(page).getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('auth: sign up', () => {
  test('the sign-up form comes with the first touch; if its file fails, Retry in its place brings it', async ({
    page,
    axe,
    problems,
  }) => {
    problems.expect(/Failed to load resource: net::ERR_FAILED/); // the aborted file itself
    problems.expect(/\[widgets\] \S+\/chunk-\w+\.js did not load/); // the loader names it
    // The part that brings the sign-up form (widgets/auth/later-forms.ts), known by its heading: files are named by
    // their content, not their source.
    await page.route(new RegExp(`/widgets/${EN}/chunk-\\w+\\.js$`), async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await (body.includes('Create an account') ? route.abort() : route.fulfill({ response, body }));
    });
    await open(page, en('/auth'));
    const w = widget(page);
    await w.getByRole('tab', { name: 'Sign up' }).click();
    await expect(w.getByRole('alert')).toHaveText('The server did not answer. Try again in a minute.');
    await axe();
    await page.unroute(new RegExp(`/widgets/${EN}/chunk-\\w+\\.js$`));
    await w.getByRole('button', { name: 'Retry' }).click();
    await expect(w.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(w.getByLabel('Login')).toBeEditable();
  });

  test('the register flag opens sign-up; switching tabs clears what was typed', async ({ page, axe }) => {
    await openSignUp(page);
    await expect(widget(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await axe();
    await widget(page).getByLabel('Login').fill('somebody');
    await widget(page).getByRole('tab', { name: 'Sign in' }).click();
    await widget(page).getByLabel('E-mail or login').fill('player');
    await widget(page).getByRole('tab', { name: 'Sign up' }).click();
    await expect(widget(page).getByLabel('Login')).toHaveValue('');
    await widget(page).getByRole('tab', { name: 'Sign in' }).click();
    await expect(widget(page).getByLabel('E-mail or login')).toHaveValue('');
    // Without the flag sign-in comes first.
    await open(page, en('/auth'));
    await expect(widget(page).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  });

  test('success: e-mail lower-cased, promo upper-cased, the new account is signed in @phone', async ({
    page,
    fx,
    axe,
  }) => {
    await openSignUp(page);
    await fillSignUp(page, { promo: 'player2024' });
    await expect(widget(page).getByLabel('Promo code (optional)')).toHaveValue('PLAYER2024');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/register'));
    await widget(page).getByRole('button', { name: 'Sign up' }).dblclick();
    expect((await sent).postDataJSON()).toEqual({
      server: 'two',
      login: 'newhero',
      email: 'newhero@example.com',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      promo_code: 'PLAYER2024',
    });
    const token = await expectSignedIn(page);
    expect(token).toMatch(/^tok-newhero-/);
    expect(await fx.count('register')).toBe(1);
    await axe();
  });

  test('checks every field together, one message each, and sends nothing', async ({ page, fx, axe }) => {
    await openSignUp(page);
    const w = widget(page);
    await w.getByRole('button', { name: 'Sign up' }).click();
    for (const text of [
      'A server must be selected',
      'Enter a login',
      'Email field must not be empty',
      'Password must include at least 8 characters.',
      'Confirm the password',
    ]) {
      await expect(w.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(w.getByLabel('Server')).toBeFocused();
    await axe();
    await fillSignUp(page, {
      login: '12345',
      email: 'a@b',
      password: 'longenough',
      confirmation: 'longenougH',
      promo: 'AB-1',
    });
    await w.getByRole('button', { name: 'Sign up' }).click();
    for (const text of [
      'Login must contain a letter and no spaces',
      'Invalid email entered',
      'Passwords must match',
      'Promo code may contain only letters and digits',
    ]) {
      await expect(w.getByText(text, { exact: true })).toBeVisible();
    }
    // Editing a field clears its message only.
    await w.getByLabel('Login').fill('hero1');
    await expect(w.getByText('Login must contain a letter and no spaces')).toHaveCount(0);
    await expect(w.getByText('Invalid email entered')).toBeVisible();
    expect(await fx.count('register')).toBe(0);
  });

  test('typing rules: no spaces or Cyrillic in login and e-mail, max lengths 40/55/35', async ({ page }) => {
    await openSignUp(page);
    const w = widget(page);
    await w.getByLabel('Login').pressSequentially('he ro Ж1');
    await expect(w.getByLabel('Login')).toHaveValue('hero1');
    await w.getByLabel('E-mail').pressSequentially('a b@пример.com');
    await expect(w.getByLabel('E-mail')).toHaveValue('ab@.com');
    await w.getByLabel('Login').fill('x'.repeat(50));
    await expect(w.getByLabel('Login')).toHaveAttribute('maxlength', '40');
    await w.getByLabel('Promo code (optional)').pressSequentially('abc9');
    await expect(w.getByLabel('Promo code (optional)')).toHaveValue('ABC9');
    await expect(w.getByLabel('E-mail')).toHaveAttribute('maxlength', '55');
    await expect(w.getByLabel('Promo code (optional)')).toHaveAttribute('maxlength', '35');
  });

  for (const [name, form, field, message] of [
    ['a taken e-mail', { email: 'PLAYER@example.com' }, 'E-mail', 'A user with this email already exists'],
    ['a taken login', { login: 'player' }, 'Login', 'A user with this login already exists'],
    ['an unknown promo code', { promo: 'NOPE42' }, 'Promo code (optional)', 'Invalid promo code entered'],
  ] as const) {
    test(`server error: ${name} shows "${message}" on its field and keeps the input`, async ({
      page,
      fx,
      problems,
      axe,
    }) => {
      problems.expect(REJECTED);
      await openSignUp(page);
      await fillSignUp(page, form);
      await widget(page).getByRole('button', { name: 'Sign up' }).click();
      const input = widget(page).getByLabel(field, { exact: true });
      await expect(input).toHaveAccessibleDescription(new RegExp(message));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toBeFocused();
      await expect(widget(page).getByLabel('Password', { exact: true })).toHaveValue('secret-pass');
      await expect(widget(page).getByRole('button', { name: 'Sign up' })).toBeEnabled();
      expect(await fx.count('register')).toBe(1);
      await axe();
    });
  }

  test('server error: taken e-mail and login at once, each on its field', async ({ page, problems }) => {
    problems.expect(REJECTED);
    await openSignUp(page);
    await fillSignUp(page, { email: 'player@example.com', login: 'player' });
    await widget(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(widget(page).getByText('A user with this email already exists')).toBeVisible();
    await expect(widget(page).getByText('A user with this login already exists')).toBeVisible();
  });

  test('a 500 says the server failed and keeps the input', async ({ page, fx, problems }) => {
    problems.expect(/status of 500/);
    await fx.scenario({ register: '500' });
    await openSignUp(page);
    await fillSignUp(page, {});
    await widget(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(widget(page).getByRole('alert')).toHaveText('Server error. Try again in a few minutes.');
    await expect(widget(page).getByLabel('Login')).toHaveValue('newhero');
  });

  test('keyboard only: arrows to the tab, fill every field, Enter signs up', async ({ page }) => {
    await open(page);
    await widget(page).getByRole('tab', { name: 'Sign in' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(widget(page).getByRole('tab', { name: 'Sign up' })).toBeFocused();
    // The form is a lazy part: a player tabs on once it is there (on a busy machine Tab came first).
    await expect(widget(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.keyboard.press('Tab'); // the panel
    await page.keyboard.press('Tab');
    await expect(widget(page).getByLabel('Server')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    for (const text of ['kbhero', 'kb@example.com', 'secret-pass', 'secret-pass']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Enter');
    await expectSignedIn(page);
  });

  test('the terms link opens the terms page for the locale', async ({ page }) => {
    await openSignUp(page);
    await expect(widget(page).getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', en('/terms'));
  });
});
