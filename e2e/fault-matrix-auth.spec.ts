import type { Page } from '@playwright/test';
import { resetCode, totp, widget } from './support/auth';
import { expect } from './support/fixtures';
import { faultMatrix, troubles, type Action } from './support/fault-matrix';
import { at, t } from './support/words';

const w = widget;
const field = (page: Page, key: string) => w(page).getByLabel(t(key), { exact: true });
const button = (page: Page, key: string) => w(page).getByRole('button', { name: t(key), exact: true });

/** The auth page with its server list in. */
async function open(page: Page, path = '/auth') {
  await page.goto(at(path));
  await expect(field(page, 'auth.fields.server')).toBeEnabled();
}

async function fillSignIn(page: Page, identity: string) {
  await field(page, 'auth.fields.server').selectOption('one');
  await field(page, 'auth.fields.identity').fill(identity);
  await field(page, 'auth.fields.password').fill('password123');
}

async function forgot(page: Page) {
  await open(page);
  await button(page, 'auth.actions.forgot').click();
  await field(page, 'auth.fields.server').selectOption('one');
  await field(page, 'authMore.fields.email').fill('player@example.com');
}

async function toCodeStep(page: Page) {
  await forgot(page);
  await button(page, 'authMore.actions.reset').click();
  await expect(w(page).getByRole('heading', { name: t('authMore.titles.confirmReset') })).toBeVisible();
}

const resetButton = (page: Page) => button(page, 'authMore.actions.reset');
/** The two-factor code: one field drawn as six boxes (docs/widgets/auth.md). */
const codeField = (page: Page) => w(page).getByRole('textbox', { name: t('authMore.fields.twoFaCode') });

/**
 * The auth block's error rule (docs/widgets/auth.md): offline, no answer in time and the server failing (5xx) each
 * have their own words, with the input kept; the docs/widgets/auth.md texts are for 4xx rejections
 * (e2e/form-errors.spec.ts).
 */
const actions: Action[] = [
  {
    name: 'sign-in',
    endpoint: 'login',
    setup: async (page) => {
      await open(page);
      await fillSignIn(page, 'player');
    },
    button: (page) => button(page, 'auth.actions.signIn'),
    message: troubles,
    kept: [
      { locate: (page) => field(page, 'auth.fields.server'), value: 'one' },
      { locate: (page) => field(page, 'auth.fields.identity'), value: 'player' },
      { locate: (page) => field(page, 'auth.fields.password'), value: 'password123' },
    ],
  },
  {
    name: 'sign-in two-factor code',
    endpoint: 'login',
    setup: async (page) => {
      await open(page);
      await fillSignIn(page, 'guardian');
      await button(page, 'auth.actions.signIn').click();
      await expect(codeField(page)).toBeFocused();
    },
    // Six digits submit by themselves; the button is the Confirm next to them.
    trigger: (page) => page.keyboard.type(totp()),
    button: (page) => button(page, 'authMore.actions.confirm'),
    message: troubles,
    kept: [{ locate: codeField, value: /^\d{6}$/ }],
    // Ready again means Back works again (it is off while the code is checked) and the code takes input.
    settled: (page) => w(page).getByRole('button', { name: t('authMore.actions.back'), disabled: false }),
    after: (page) => expect(codeField(page)).toBeEditable(),
    skipDoubleClick:
      'the code submits itself when complete; the click-plus-auto-submit guard is in auth-sign-in.spec.ts',
  },
  {
    name: 'sign-up',
    endpoint: 'register',
    setup: async (page) => {
      await open(page, '/auth?register');
      await field(page, 'auth.fields.server').selectOption('two');
      await field(page, 'authMore.fields.login').fill('newhero');
      await field(page, 'authMore.fields.email').fill('newhero@example.com');
      await field(page, 'auth.fields.password').fill('secret-pass');
      await field(page, 'authMore.fields.confirmation').fill('secret-pass');
      await field(page, 'authMore.fields.promo').fill('PLAYER2024');
    },
    button: (page) => button(page, 'authMore.actions.signUp'),
    message: troubles,
    kept: [
      { locate: (page) => field(page, 'auth.fields.server'), value: 'two' },
      { locate: (page) => field(page, 'authMore.fields.login'), value: 'newhero' },
      { locate: (page) => field(page, 'authMore.fields.email'), value: 'newhero@example.com' },
      { locate: (page) => field(page, 'auth.fields.password'), value: 'secret-pass' },
      { locate: (page) => field(page, 'authMore.fields.confirmation'), value: 'secret-pass' },
      { locate: (page) => field(page, 'authMore.fields.promo'), value: 'PLAYER2024' },
    ],
  },
  {
    name: 'reset request',
    endpoint: 'reset-password',
    setup: forgot,
    button: resetButton,
    message: troubles,
    kept: [{ locate: (page) => field(page, 'authMore.fields.email'), value: 'player@example.com' }],
  },
  {
    name: 'reset code check',
    endpoint: 'reset-password',
    setup: async (page) => {
      await toCodeStep(page);
      await field(page, 'authMore.fields.resetCode').fill('123456');
    },
    button: resetButton,
    message: troubles,
    kept: [{ locate: (page) => field(page, 'authMore.fields.resetCode'), value: '123456' }],
  },
  {
    name: 'reset new password',
    endpoint: 'reset-password',
    setup: async (page) => {
      await toCodeStep(page);
      await field(page, 'authMore.fields.resetCode').fill(await resetCode(page, 'player@example.com'));
      await resetButton(page).click();
      await field(page, 'authMore.fields.newPassword').fill('brand-new-pass');
      await field(page, 'authMore.fields.confirmation').fill('brand-new-pass');
    },
    button: (page) => button(page, 'authMore.actions.apply'),
    message: troubles,
    kept: [
      { locate: (page) => field(page, 'authMore.fields.newPassword'), value: 'brand-new-pass' },
      { locate: (page) => field(page, 'authMore.fields.confirmation'), value: 'brand-new-pass' },
    ],
  },
];

faultMatrix('auth', actions);
