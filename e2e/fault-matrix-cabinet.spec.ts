import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { TWOFA_SECRET } from '../host-fixtures/state/users';
import { always, faultMatrix, troubles, type Action } from './support/fault-matrix';
import { at, startOf, t } from './support/words';

const code = (secret: string) => new TOTP({ secret }).generate();
/** The two-factor code: one field drawn as six boxes (shared/ui/code-input.tsx). */
const codeField = (page: Page) => page.getByRole('textbox', { name: t('settings.twoFa.code'), exact: true });
const label = (page: Page, key: string) => page.getByLabel(t(key), { exact: true });
const save = (page: Page, key: string) => page.getByRole('button', { name: t(key), exact: true });
// A prize that swaps: its Swap asks first, in place (docs/widgets/cabinet.md), and Yes sends the request.
const swappable = (page: Page) =>
  page
    .locator('.wgt-grid--coupons [data-coupon]')
    .filter({ has: page.getByRole('button', { name: startOf('prize.swap.other') }) })
    .first();
const swapButton = (page: Page) => swappable(page).getByRole('button', { name: startOf('prize.swap.other') });

async function twoFaTab(page: Page, secret?: string) {
  await page.goto(at('/cabinet#settings'));
  await page.getByRole('tab', { name: t('settings.tabs.twoFa') }).click();
  const key = secret ?? (await page.getByTestId('twofa-secret').textContent())!;
  await codeField(page).click();
  await page.keyboard.type(code(key));
}

/**
 * The cabinet forms (docs/widgets/cabinet.md "Errors"): offline, no answer in time and the server failing each have
 * their own words, with the input kept (the docs/widgets/cabinet.md texts are for 4xx: e2e/form-errors.spec.ts); swap
 * and resend fail silently.
 */
const actions: Action[] = [
  {
    name: 'coupon swap (cabinet)',
    endpoint: 'coupons-convert',
    user: 'verified',
    setup: async (page) => {
      await page.goto(at('/cabinet#inventory'));
      await page
        .getByRole('tablist', { name: t('inventory.tabs.label') })
        .getByRole('tab', { name: t('inventory.tabs.coupons') })
        .click();
      await swapButton(page).waitFor();
    },
    button: swapButton,
    // One question open at a time: the card that asked no longer has a Swap to find it by.
    confirm: (page) => page.locator('.wgt-grid--coupons').getByRole('button', { name: t('prize.yes'), exact: true }),
    message: always(null),
    kept: [],
  },
  {
    name: 'promo save',
    endpoint: 'user-promo-code',
    user: 'verified',
    setup: async (page) => {
      await page.goto(at('/cabinet'));
      await label(page, 'cabinet.profile.inviterPromo').fill('WHALE2022');
    },
    button: (page) => save(page, 'cabinet.profile.save'),
    message: troubles,
    kept: [{ locate: (page) => label(page, 'cabinet.profile.inviterPromo'), value: 'WHALE2022' }],
  },
  {
    name: 'password change',
    endpoint: 'user-reset-password',
    user: 'verified',
    setup: async (page) => {
      await page.goto(at('/cabinet#settings'));
      await label(page, 'settings.old').fill('password123');
      await label(page, 'settings.password').fill('new-password-1');
      await label(page, 'settings.confirmation').fill('new-password-1');
    },
    button: (page) => save(page, 'settings.save'),
    message: troubles,
    kept: [
      { locate: (page) => label(page, 'settings.old'), value: 'password123' },
      { locate: (page) => label(page, 'settings.password'), value: 'new-password-1' },
      { locate: (page) => label(page, 'settings.confirmation'), value: 'new-password-1' },
    ],
  },
  {
    name: 'two-factor on',
    endpoint: '2fa-verify',
    user: 'verified',
    setup: (page) => twoFaTab(page),
    button: (page) => save(page, 'settings.twoFa.activate'),
    message: troubles,
    kept: [{ locate: (page) => codeField(page), value: /^\d{6}$/ }],
  },
  {
    name: 'two-factor off',
    endpoint: '2fa-destroy',
    user: 'twofa',
    setup: (page) => twoFaTab(page, TWOFA_SECRET),
    button: (page) => save(page, 'settings.twoFa.deactivate'),
    message: troubles,
    kept: [{ locate: (page) => codeField(page), value: /^\d{6}$/ }],
  },
  {
    name: 'resend verification',
    endpoint: 'user-resend-verify',
    user: 'unverified',
    // The bar is there once the page's files are in (the browser goes offline right after the setup).
    setup: async (page) => {
      await page.goto(at('/cabinet'));
      await page.locator('.wgt-verify-bar__button').waitFor();
    },
    button: (page) => page.locator('.wgt-verify-bar__button'),
    message: always(null),
    kept: [{ locate: (page) => page.locator('.wgt-verify-bar__button'), text: () => t('cabinet.verify.button') }],
  },
];

faultMatrix('cabinet', actions);
