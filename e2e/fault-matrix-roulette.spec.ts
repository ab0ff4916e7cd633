import type { Page } from '@playwright/test';
import { expect, widgetsSettled } from './support/fixtures';
import { always, faultMatrix, type Action } from './support/fault-matrix';
import { at, startOf, t, tn } from './support/words';

const root = (page: Page) => page.locator('[data-widget="roulette"]');
const openButton = (page: Page) => root(page).locator('.wgt-roulette__open');
const remaining = (page: Page) => root(page).locator('.wgt-roulette__remaining');
const several = (page: Page) => page.getByLabel(t('roulette.multiple'));

async function openCase(page: Page, id: number) {
  await page.goto(at(`/cabinet/case?id=${id}`));
  await widgetsSettled(page);
  await expect(openButton(page)).toBeEnabled();
}

/**
 * docs/widgets/roulette.md: a failed open lands on a random item and says why (role=status, not an alert), the cases
 * kept; a failed swap silently re-enables.
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
    kept: [{ locate: remaining, text: () => tn('roulette.remaining', 4) }],
    logs: /open failed; landing on a random item/,
  },
  {
    name: 'multi-open',
    endpoint: 'cases-open-multiple',
    user: 'verified',
    reducedMotion: true,
    setup: async (page) => {
      await openCase(page, 14);
      await several(page).check();
    },
    button: openButton,
    message: always(null),
    kept: [
      { locate: remaining, text: () => tn('roulette.remaining', 5) },
      { locate: several },
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
      await expect(page.getByRole('heading', { name: t('roulettePrize.prizeTitle') })).toBeVisible();
    },
    button: (page) => root(page).getByRole('button', { name: startOf('prize.swap.other') }),
    confirm: (page) => root(page).getByRole('button', { name: t('prize.yes'), exact: true }),
    message: always(null),
    kept: [],
  },
];

faultMatrix('roulette', actions);
