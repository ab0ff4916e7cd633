import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { TWOFA_SECRET } from '../host-fixtures/state/users';
import { always, faultMatrix, type Action } from './support/fault-matrix';

const code = (secret: string) => new TOTP({ secret }).generate();
/** The two-factor code: one field drawn as six boxes (shared/ui/code-input.tsx). */
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code from the app' });
// Below rare: rare and above ask first (docs/widgets/cabinet.md), e2e/cabinet-inventory.spec.ts covers that.
const swappable = (page: Page) =>
  page
    .locator('.wgt-grid--coupons [data-coupon]:not(.wgt-card--rare, .wgt-card--legendary, .wgt-card--epic)')
    .filter({ has: page.getByRole('button', { name: /Swap for/ }) })
    .first()
    .getByRole('button');

async function twoFaTab(page: Page, secret?: string) {
  await page.goto('/en/cabinet#settings');
  await page.getByRole('tab', { name: 'Two-factor auth' }).click();
  const key = secret ?? (await page.getByTestId('twofa-secret').textContent())!;
  await codeField(page).click();
  await page.keyboard.type(code(key));
}

const NO_CONNECTION = 'Could not reach the server. Please try again.';

/**
 * The cabinet forms (docs/widgets/cabinet.md "Errors"): no answer or a 5xx gives one "no connection"
 * message with the input kept (the docs/widgets/cabinet.md texts are for 4xx: e2e/form-errors.spec.ts); swap and resend
 * fail silently.
 */
const actions: Action[] = [
  {
    name: 'coupon swap (cabinet)',
    endpoint: 'coupons-convert',
    user: 'verified',
    setup: async (page) => {
      await page.goto('/en/cabinet#inventory');
      await page
        .getByRole('tablist', { name: 'Inventory' })
        .getByRole('tab', { name: /Donate inventory/ })
        .click();
      await swappable(page).waitFor();
    },
    button: swappable,
    message: always(null),
    kept: [],
  },
  {
    name: 'promo save',
    endpoint: 'user-promo-code',
    user: 'verified',
    setup: async (page) => {
      await page.goto('/en/cabinet');
      await page.getByLabel('Inviter promo code').fill('WHALE2022');
    },
    button: (page) => page.getByRole('button', { name: 'Save' }),
    message: always(NO_CONNECTION),
    kept: [{ locate: (page) => page.getByLabel('Inviter promo code'), value: 'WHALE2022' }],
  },
  {
    name: 'password change',
    endpoint: 'user-reset-password',
    user: 'verified',
    setup: async (page) => {
      await page.goto('/en/cabinet#settings');
      await page.getByLabel('Old password').fill('password123');
      await page.getByLabel('New password').fill('new-password-1');
      await page.getByLabel('Repeat the password').fill('new-password-1');
    },
    button: (page) => page.getByRole('button', { name: 'Save' }),
    message: always(NO_CONNECTION),
    kept: [
      { locate: (page) => page.getByLabel('Old password'), value: 'password123' },
      { locate: (page) => page.getByLabel('New password'), value: 'new-password-1' },
      { locate: (page) => page.getByLabel('Repeat the password'), value: 'new-password-1' },
    ],
  },
  {
    name: 'two-factor on',
    endpoint: '2fa-verify',
    user: 'verified',
    setup: (page) => twoFaTab(page),
    button: (page) => page.getByRole('button', { name: 'Activate' }),
    message: always(NO_CONNECTION),
    kept: [{ locate: (page) => codeField(page), value: /^\d{6}$/ }],
  },
  {
    name: 'two-factor off',
    endpoint: '2fa-destroy',
    user: 'twofa',
    setup: (page) => twoFaTab(page, TWOFA_SECRET),
    button: (page) => page.getByRole('button', { name: 'Deactivate' }),
    message: always(NO_CONNECTION),
    kept: [{ locate: (page) => codeField(page), value: /^\d{6}$/ }],
  },
  {
    name: 'resend verification',
    endpoint: 'user-resend-verify',
    user: 'unverified',
    setup: (page) => page.goto('/en/cabinet').then(() => undefined),
    button: (page) => page.locator('.wgt-verify-bar__button'),
    message: always(null),
    kept: [{ locate: (page) => page.locator('.wgt-verify-bar__button'), text: 'Confirm e-mail' }],
  },
];

faultMatrix('cabinet', actions);
