import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { faultMatrix, troubles, type Action } from './support/fault-matrix';
import { at, locale, t, tn } from './support/words';
import { payButton } from './support/donate';

const goldCase = (page: Page) => page.locator('[data-goods-id="103"]');
const label = (page: Page, key: string) => page.getByLabel(t(key), { exact: true });
const buy = (page: Page) => payButton(page, locale());
const terms = (page: Page) => page.getByRole('checkbox', { name: t('donateVerify.termsLink') });

async function buyForm(page: Page) {
  await page.goto(at('/donate'));
  await label(page, 'donate.email').fill('ok@example.com');
  await label(page, 'donate.amount').fill('700');
}

/**
 * docs/widgets/donate.md for the shop: each trouble's own words on the money path; the coin modal says a purchase
 * that got no answer may have gone through, and shows no server text in another language.
 */
const actions: Action[] = [
  {
    name: 'cart save',
    endpoint: 'donate-cart-save',
    setup: buyForm,
    button: buy,
    message: troubles,
    kept: [
      { locate: (page) => label(page, 'donate.email'), value: 'ok@example.com' },
      { locate: (page) => label(page, 'donate.amount'), value: '700' },
    ],
  },
  {
    name: 'order',
    endpoint: 'donate-order',
    setup: async (page) => {
      await buyForm(page);
      await buy(page).click();
      await expect(page).toHaveURL(/verification-payment$/);
      await terms(page).check();
    },
    button: (page) => page.getByRole('button', { name: t('donateVerify.continue') }),
    message: troubles,
    kept: [{ locate: terms }],
    offlineSendsNothing: 'Continue reads the server’s cart first (docs/widgets/donate.md "Tabs"); offline, that fails',
  },
  {
    name: 'buy by coin',
    endpoint: 'store-by-coin',
    user: 'verified',
    setup: async (page) => {
      await page.goto(at('/donate#goods'));
      await goldCase(page)
        .getByRole('button', { name: t('donate.more') })
        .click();
      await goldCase(page)
        .getByRole('button', { name: new RegExp(`^${t('donate.buy')}:`) })
        .click();
    },
    button: (page) =>
      page
        .getByRole('dialog', { name: t('checkout.coin.title') })
        .getByRole('button', { name: t('checkout.coin.buyFor', { total: tn('donate.coins', 200) }) }),
    message: () => ({ ...troubles(), timeout: t('checkout.errors.unsure') }),
    kept: [
      { locate: (page) => goldCase(page).getByRole('spinbutton').or(goldCase(page).getByRole('textbox')), value: '2' },
    ],
  },
];

faultMatrix('donate', actions);
