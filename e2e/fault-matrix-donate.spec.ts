import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { always, faultMatrix, split, type Action } from './support/fault-matrix';

const PAYMENT = 'An error occurred during payment, please reload the page and try again';
const goldCase = (page: Page) => page.locator('[data-goods-id="103"]');

async function buyForm(page: Page) {
  await page.goto('/en/donate');
  await page.getByLabel('E-mail').fill('ok@example.com');
  await page.getByLabel('Amount of OC', { exact: true }).fill('700');
}

/**
 * docs/widgets/donate.md for the shop: the payment error for the money path; the coin modal shows the server's
 * message.
 */
const actions: Action[] = [
  {
    name: 'cart save',
    endpoint: 'donate-cart-save',
    setup: buyForm,
    button: (page) => page.getByRole('button', { name: 'Buy' }),
    message: always(PAYMENT),
    kept: [
      { locate: (page) => page.getByLabel('E-mail'), value: 'ok@example.com' },
      { locate: (page) => page.getByLabel('Amount of OC', { exact: true }), value: '700' },
    ],
  },
  {
    name: 'order',
    endpoint: 'donate-order',
    setup: async (page) => {
      await buyForm(page);
      await page.getByRole('button', { name: 'Buy' }).click();
      await expect(page).toHaveURL(/verification-payment$/);
      await page.getByRole('checkbox', { name: /terms of service/ }).check();
    },
    button: (page) => page.getByRole('button', { name: 'Continue' }),
    message: always(PAYMENT),
    kept: [{ locate: (page) => page.getByRole('checkbox', { name: /terms of service/ }) }],
  },
  {
    name: 'buy by coin',
    endpoint: 'store-by-coin',
    user: 'verified',
    setup: async (page) => {
      await page.goto('/en/donate#goods');
      await goldCase(page).getByRole('button', { name: 'More' }).click();
      await goldCase(page)
        .getByRole('button', { name: /Buy: Gold case/ })
        .click();
    },
    button: (page) =>
      page.getByRole('dialog', { name: 'Buy with coins' }).getByRole('button', { name: 'Buy for 200 coins' }),
    message: split('Server Error', PAYMENT),
    kept: [
      { locate: (page) => goldCase(page).getByRole('spinbutton').or(goldCase(page).getByRole('textbox')), value: '2' },
    ],
  },
];

faultMatrix('donate', actions);
