import type { Page } from '@playwright/test';
import { expect, widgetsSettled } from './support/fixtures';
import { always, faultMatrix, type Action } from './support/fault-matrix';

const root = (page: Page) => page.locator('[data-widget="roulette"]');
const openButton = (page: Page) => root(page).locator('.wgt-roulette__open');
const remaining = (page: Page) => root(page).locator('.wgt-roulette__remaining');

async function openCase(page: Page, id: number) {
  await page.goto(`/en/cabinet/case?id=${id}`);
  await widgetsSettled(page);
  await expect(openButton(page)).toBeEnabled();
}

/**
 * docs/widgets/roulette.md: a failed open is only logged and lands on a random item; a failed swap silently
 * re-enables.
 */
const actions: Action[] = [
  {
    name: 'open',
    endpoint: 'cases-open',
    user: 'verified',
    reducedMotion: true,
    setup: (page) => openCase(page, 11),
    button: openButton,
    message: always(null),
    kept: [{ locate: remaining, text: '4 cases left' }],
    logs: /open failed; landing on a random item/,
  },
  {
    name: 'multi-open',
    endpoint: 'cases-open-multiple',
    user: 'verified',
    reducedMotion: true,
    setup: async (page) => {
      await openCase(page, 14);
      await page.getByLabel('Open several').check();
    },
    button: openButton,
    message: always(null),
    kept: [
      { locate: remaining, text: '5 cases left' },
      { locate: (page) => page.getByLabel('Open several') },
      { locate: (page) => page.getByRole('radio', { name: '5', exact: true }) },
    ],
    logs: /open failed; landing on a random item/,
  },
  {
    name: 'prize swap (roulette)',
    endpoint: 'coupons-convert',
    user: 'verified',
    reducedMotion: true,
    setup: async (page) => {
      await openCase(page, 11);
      await openButton(page).click();
      await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible();
    },
    button: (page) => root(page).getByRole('button', { name: /^Swap for \d+ coins$/ }),
    confirm: (page) => root(page).getByRole('button', { name: 'Yes' }),
    message: always(null),
    kept: [],
  },
];

faultMatrix('roulette', actions);
