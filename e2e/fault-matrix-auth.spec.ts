import type { Page } from '@playwright/test';
import { fillSignIn, open, resetCode, totp, widget } from './support/auth';
import { expect } from './support/fixtures';
import { always, faultMatrix, type Action } from './support/fault-matrix';

const NETWORK = 'Could not reach the server. Please try again.';
const w = widget;

async function forgot(page: Page) {
  await open(page);
  await w(page).getByRole('button', { name: 'Forgot password?' }).click();
  await w(page).getByLabel('Server').selectOption('one');
  await w(page).getByLabel('E-mail').fill('player@example.com');
}

async function toCodeStep(page: Page) {
  await forgot(page);
  await w(page).getByRole('button', { name: 'Reset password' }).click();
  await expect(w(page).getByRole('heading', { name: 'Confirmation code' })).toBeVisible();
}

const resetButton = (page: Page) => w(page).getByRole('button', { name: 'Reset password' });

/**
 * The auth block's error rule (docs/widgets/auth.md): no answer or a 5xx is the one network message with
 * the input kept; the docs/widgets/auth.md texts are for 4xx rejections (e2e/form-errors.spec.ts).
 */
const actions: Action[] = [
  {
    name: 'sign-in',
    endpoint: 'login',
    setup: async (page) => {
      await open(page);
      await fillSignIn(page, { identity: 'player', password: 'password123' });
    },
    button: (page) => w(page).getByRole('button', { name: 'Sign in' }),
    message: always(NETWORK),
    kept: [
      { locate: (page) => w(page).getByLabel('Server'), value: 'one' },
      { locate: (page) => w(page).getByLabel('E-mail or login'), value: 'player' },
      { locate: (page) => w(page).getByLabel('Password', { exact: true }), value: 'password123' },
    ],
  },
  {
    name: 'sign-in two-factor code',
    endpoint: 'login',
    setup: async (page) => {
      await open(page);
      await fillSignIn(page, { identity: 'guardian', password: 'password123' });
      await w(page).getByRole('button', { name: 'Sign in' }).click();
      await expect(w(page).getByRole('textbox', { name: 'Code from your authenticator app' })).toBeFocused();
    },
    // Six digits submit by themselves; the button is the Confirm next to them.
    trigger: (page) => page.keyboard.type(totp()),
    button: (page) => w(page).getByRole('button', { name: 'Confirm' }),
    message: always(NETWORK),
    kept: [
      {
        locate: (page) => w(page).getByRole('textbox', { name: 'Code from your authenticator app' }),
        value: /^\d{6}$/,
      },
    ],
    // Ready again means Back works again (it is off while the code is checked) and the code takes input.
    settled: (page) => w(page).getByRole('button', { name: 'Back', disabled: false }),
    after: (page) => expect(w(page).getByRole('textbox', { name: 'Code from your authenticator app' })).toBeEditable(),
    skipDoubleClick:
      'the code submits itself when complete; the click-plus-auto-submit guard is in auth-sign-in.spec.ts',
  },
  {
    name: 'sign-up',
    endpoint: 'register',
    setup: async (page) => {
      await open(page, '/en/auth?register');
      const f = w(page);
      await f.getByLabel('Server').selectOption('two');
      await f.getByLabel('Login').fill('newhero');
      await f.getByLabel('E-mail').fill('newhero@example.com');
      await f.getByLabel('Password', { exact: true }).fill('secret-pass');
      await f.getByLabel('Confirm password').fill('secret-pass');
      await f.getByLabel('Promo code (optional)').fill('PLAYER2024');
    },
    button: (page) => w(page).getByRole('button', { name: 'Sign up' }),
    message: always(NETWORK),
    kept: [
      { locate: (page) => w(page).getByLabel('Server'), value: 'two' },
      { locate: (page) => w(page).getByLabel('Login'), value: 'newhero' },
      { locate: (page) => w(page).getByLabel('E-mail'), value: 'newhero@example.com' },
      { locate: (page) => w(page).getByLabel('Password', { exact: true }), value: 'secret-pass' },
      { locate: (page) => w(page).getByLabel('Confirm password'), value: 'secret-pass' },
      { locate: (page) => w(page).getByLabel('Promo code (optional)'), value: 'PLAYER2024' },
    ],
  },
  {
    name: 'reset request',
    endpoint: 'reset-password',
    setup: forgot,
    button: resetButton,
    message: always(NETWORK),
    kept: [{ locate: (page) => w(page).getByLabel('E-mail'), value: 'player@example.com' }],
  },
  {
    name: 'reset code check',
    endpoint: 'reset-password',
    setup: async (page) => {
      await toCodeStep(page);
      await w(page).getByLabel('Code from the e-mail').fill('123456');
    },
    button: resetButton,
    message: always(NETWORK),
    kept: [{ locate: (page) => w(page).getByLabel('Code from the e-mail'), value: '123456' }],
  },
  {
    name: 'reset new password',
    endpoint: 'reset-password',
    setup: async (page) => {
      await toCodeStep(page);
      await w(page)
        .getByLabel('Code from the e-mail')
        .fill(await resetCode(page, 'player@example.com'));
      await resetButton(page).click();
      await w(page).getByLabel('New password').fill('brand-new-pass');
      await w(page).getByLabel('Confirm password').fill('brand-new-pass');
    },
    button: (page) => w(page).getByRole('button', { name: 'Apply' }),
    message: always(NETWORK),
    kept: [
      { locate: (page) => w(page).getByLabel('New password'), value: 'brand-new-pass' },
      { locate: (page) => w(page).getByLabel('Confirm password'), value: 'brand-new-pass' },
    ],
  },
];

faultMatrix('auth', actions);
