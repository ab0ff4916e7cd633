import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { en, enUrl } from './support/locales';
import { DEFAULT_LOCALE } from '../shared/i18n/locales';

const subTab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Inventory' }).getByRole('tab', { name });
const coupons = (page: Page) => page.locator('.wgt-grid--coupons [data-coupon]');

/** The cabinet's inventory, on its prizes tab (`tab`: the tab's name as the player reads it). */
async function openPrizes(page: Page, tab: RegExp) {
  await page.goto('/cabinet#inventory');
  await page.getByRole('tablist', { name: 'Инвентарь' }).getByRole('tab', { name: tab }).click();
}
/** Coupons on screen: a tile holds a stack of equal ones ("×3"). */
const couponTotal = (page: Page) =>
  coupons(page).evaluateAll((tiles) => tiles.reduce((sum, t) => sum + Number((t as HTMLElement).dataset.count), 0));

test.describe('cabinet inventory', () => {
  test('cases: cards with counts, padded to 10; open hands over to the roulette and its Back comes back @phone', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await page.addInitScript(() => {
      const w = window as unknown as { opened: unknown[] };
      w.opened = [];
      document.addEventListener('widgets:case:open-requested', (e) => w.opened.push((e as CustomEvent).detail));
    });
    await page.goto(en('/cabinet#inventory'));
    await expect(subTab(page, /Cases/)).toContainText('10');
    await expect(subTab(page, /Donate inventory/)).toContainText('12');
    const grid = page.locator('.wgt-grid--cases');
    await expect(grid.locator('> li')).toHaveCount(10);
    const starter = grid.locator('[data-user-case="11"]');
    await expect(starter).toContainText('4 pieces');
    await expect(grid.locator('[data-user-case="12"]')).toContainText('1 piece');
    await expect(grid.locator('[data-user-case="13"]').getByRole('button', { name: /Open/ })).toBeDisabled();
    await expect(starter.getByRole('link', { name: /Buy more/ })).toHaveAttribute('href', en('/donate/case/1'));
    const before = await fx.count('user-cases');
    // The way back shows the list it had at once and reads the counts again behind it: the read may reach the
    // server after the grid is back (it did in CI). Held here, so the count below must wait for it.
    await page.route(/\/api\/v1\/cases\/user$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await starter.getByRole('button', { name: /Open/ }).click();
    await expect(page.locator('[data-widget="roulette"]')).toHaveAttribute('data-user-case-id', '11');
    await expect(grid).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
      { userCaseId: 11 },
    ]);
    const roulette = page.locator('[data-widget="roulette"]');
    await expect(roulette).toHaveAttribute('data-widget-state', 'ready');
    await expect(roulette.locator('nav[aria-label="Breadcrumbs"] li')).toHaveText([
      'Cabinet',
      'Donate inventory',
      'Starter case',
    ]);
    await roulette.getByRole('button', { name: 'Back' }).click();
    await expect(roulette).toHaveCount(0);
    await expect(page).toHaveURL(enUrl(/\/cabinet#inventory$/));
    await expect(grid.locator('> li')).toHaveCount(10);
    await expect.poll(() => fx.count('user-cases')).toBe(before + 1);
  });

  test('leaving a case mid-open and coming back shows the server count, not a stale one', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#inventory'));
    const grid = page.locator('.wgt-grid--cases');
    await expect(grid.locator('[data-user-case="11"]')).toContainText('4 pieces');
    await grid.locator('[data-user-case="11"]').getByRole('button', { name: /Open/ }).click();
    const roulette = page.locator('[data-widget="roulette"]');
    await expect(roulette.locator('.wgt-roulette__remaining')).toHaveText('4 cases left');
    await fx.scenario({ 'cases-open': 'slow-1500' });
    await roulette.locator('.wgt-roulette__open').click();
    await roulette.getByRole('button', { name: 'Back' }).click();
    await expect(roulette).toHaveCount(0);
    // The open lands on the server after the player left: the list follows it.
    await expect(grid.locator('[data-user-case="11"]')).toContainText('3 pieces', { timeout: 5000 });
    await grid.locator('[data-user-case="11"]').getByRole('button', { name: /Open/ }).click();
    await expect(page.locator('[data-widget="roulette"] .wgt-roulette__remaining')).toHaveText('3 cases left');
  });

  test('changing tabs drops an opened case', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#inventory'));
    await page.locator('[data-user-case="14"]').getByRole('button', { name: /Open/ }).click();
    await expect(page.locator('[data-widget="roulette"]')).toHaveAttribute('data-user-case-id', '14');
    await page.getByRole('tablist', { name: 'Cabinet sections' }).getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('tablist', { name: 'Cabinet sections' }).getByRole('tab', { name: 'Inventory' }).click();
    await expect(page.locator('[data-widget="roulette"]')).toHaveCount(0);
    await expect(page.locator('.wgt-grid--cases')).toBeVisible();
  });

  test('no cases: a message and a way to buy', async ({ page, fx, axe }) => {
    await fx.signInAs('unverified');
    await page.goto(en('/cabinet#inventory'));
    await expect(page.locator('.wgt-inventory__empty')).toContainText('You have no cases yet.');
    await expect(page.getByRole('link', { name: 'Buy a case' })).toHaveAttribute('href', en('/donate#cases'));
    await subTab(page, /Donate inventory/).click();
    // No prizes: a sentence and a way to get some, no padded blanks (e2e/cabinet-player.spec.ts has the rest).
    await expect(page.getByText('No prizes yet: open a case to win one.')).toBeVisible();
    await expect(page.locator('.wgt-grid--coupons > li')).toHaveCount(0);
    await axe();
  });

  test('coupons: infinite scroll loads one page at a time to the last page', async ({ page, fx, axe }) => {
    await fx.signInAs('rich');
    await page.goto(en('/cabinet#inventory'));
    await subTab(page, /Donate inventory/).click();
    await expect.poll(() => couponTotal(page)).toBe(24);
    await axe();
    for (let n = 2; n <= 8; n++) {
      await page.locator('.wgt-infinite__sentinel').scrollIntoViewIfNeeded();
      // Stacks ("×3") take fewer tiles than their coupons: a page may leave the list's end in view, and
      // the next one follows by itself.
      await expect.poll(() => couponTotal(page)).toBeGreaterThanOrEqual(Math.min(180, n * 24));
    }
    await expect(page.getByText('No more results!')).toBeVisible();
    expect((await fx.requests()).filter((r) => r.endpoint === 'coupons-user').map((r) => r.path)).toHaveLength(8);
  });

  test('coupons: a failed page shows the error and retry loads it; keyboard "load more" works', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 500/);
    await fx.signInAs('rich');
    await page.goto(en('/cabinet#inventory'));
    await subTab(page, /Donate inventory/).click();
    // Stacks take fewer tiles than their coupons, so the list's end may bring a page or two by itself first.
    await expect.poll(() => couponTotal(page)).toBeGreaterThanOrEqual(24);
    await page.waitForLoadState('networkidle');
    const before = await couponTotal(page);
    await fx.scenario({ 'coupons-user': '500' });
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Oops, something went wrong!');
    expect(await couponTotal(page)).toBe(before);
    await fx.scenario({ 'coupons-user': '' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => couponTotal(page)).toBeGreaterThanOrEqual(before + 24);
  });

  test('swap: success converts the coupon and raises the balance; failure re-enables the button', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 500/);
    await fx.signInAs('verified');
    await page.addInitScript(() => {
      const w = window as unknown as { coins: unknown[] };
      w.coins = [];
      document.addEventListener('widgets:coins:changed', (e) => w.coins.push((e as CustomEvent).detail));
    });
    await page.goto(en('/cabinet#inventory'));
    await subTab(page, /Donate inventory/).click();
    // A prize below rare asks too (every swap does); the next test is Cancel and Yes on a rare one.
    const card = page
      .locator('.wgt-grid--coupons [data-coupon]:not(.wgt-card--rare, .wgt-card--legendary, .wgt-card--epic)')
      .filter({ has: page.getByRole('button', { name: /Swap for/ }) })
      .first();
    const id = await card.getAttribute('data-coupon');
    // The visible label is a short "Swap" (the price is its own line); the accessible name has the price.
    const price = Number(/Swap for (\d+)/.exec((await card.getByRole('button').getAttribute('aria-label'))!)![1]);
    const mine = page.locator(`[data-coupon="${id}"]`);

    await fx.scenario({ 'coupons-convert': '500' });
    await mine.getByRole('button').click();
    await mine.getByRole('button', { name: 'Yes' }).click();
    await expect(mine.getByRole('button')).toBeEnabled();
    await expect(mine).not.toContainText('Swapped');

    await fx.scenario({ 'coupons-convert': '' });
    await mine.getByRole('button').click();
    await mine.getByRole('button', { name: 'Yes' }).dblclick();
    await expect(mine).toContainText('Swapped');
    expect(await fx.count('coupons-convert')).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { coins: unknown[] }).coins)).toEqual([
      { premiumCoins: 1500 + price },
    ]);
    await page.getByRole('tablist', { name: 'Cabinet sections' }).getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByTestId('balance')).toHaveAttribute('data-coins', String(1500 + price));
  });

  test('swap of a rare or better prize asks in place: Cancel keeps it, Yes swaps and shows the balance', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await openPrizes(page, /Донат-инвентарь/);
    // A single prize's button says "Обменять на N монет: name", a stack's "Обменять 1 за N монет: name".
    const swapName = /^Обменять (на|1 за) /;
    const first = page
      .locator('.wgt-grid--coupons :is(.wgt-card--rare, .wgt-card--legendary)[data-coupon]')
      .filter({ has: page.getByRole('button', { name: swapName }) })
      .first();
    // Pinned by id: once asked, the card no longer has that button.
    const card = page.locator(`[data-coupon="${await first.getAttribute('data-coupon')}"]`);
    const sentence = (await card.getByRole('button').getAttribute('aria-label'))!.split(':')[0]!;
    const price = Number(/(?:на|за) (\d+)/.exec(sentence)![1]);
    await card.getByRole('button').click();
    await expect(card.getByRole('group', { name: `${sentence}?` })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Да' })).toBeFocused();
    await card.getByRole('button', { name: 'Отмена' }).click();
    await expect(card.getByRole('button', { name: swapName })).toBeFocused();
    expect(await fx.count('coupons-convert')).toBe(0);
    await card.getByRole('button', { name: swapName }).click();
    await card.getByRole('button', { name: 'Да' }).click();
    const balance = (1500 + price).toLocaleString(DEFAULT_LOCALE).replace(/\s/g, ' ');
    await expect(card).toContainText(`Обменяно. Баланс: ${balance} монет`);
    expect(await fx.count('coupons-convert')).toBe(1);
  });

  // Three equal prizes were three tiles.
  test('equal prizes are one tile "Суперкар Сокол ×3": Swap asks, converts one of them and leaves ×2 @phone', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await openPrizes(page, /Донат-инвентарь 12/);
    // 12 coupons, 8 tiles (Supercar Falcon ×3, Coupe Storm ×3 from three cases), padded with blanks to 24 cells.
    await expect(coupons(page)).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Купе Шторм ×3' })).toBeVisible();
    await expect(page.locator('.wgt-grid--coupons > li')).toHaveCount(24);
    const first = coupons(page).filter({ has: page.getByRole('heading', { name: 'Суперкар Сокол ×3' }) });
    const card = page.locator(`[data-coupon="${await first.getAttribute('data-coupon')}"]`);
    await card.getByRole('button', { name: 'Обменять 1 за 400 монет: Суперкар Сокол' }).click();
    await card.getByRole('button', { name: 'Да' }).click();
    await expect(card).toContainText('Обменяно. Баланс: 1 900 монет');
    await expect(card.getByRole('heading')).toHaveText('Суперкар Сокол ×2');
    await expect(card.getByRole('button', { name: 'Обменять 1 за 400 монет: Суперкар Сокол' })).toBeFocused();
    expect(await fx.count('coupons-convert')).toBe(1);
    // The swapped one is a tile of its own now, swapped; still 24 cells.
    await expect(coupons(page)).toHaveCount(9);
    const swapped = coupons(page).filter({ has: page.getByRole('heading', { name: 'Суперкар Сокол', exact: true }) });
    await expect(swapped).toContainText('Обменян');
    await expect(page.locator('.wgt-grid--coupons > li')).toHaveCount(24);
  });

  test('the balance follows coins:changed from other widgets', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet'));
    await expect(page.getByTestId('balance')).toHaveText('1,500 coins');
    await page.evaluate(() =>
      (window as unknown as { Widgets: { emit(e: string, p: unknown): void } }).Widgets.emit('coins:changed', {
        premiumCoins: 2750,
      }),
    );
    await expect(page.getByTestId('balance')).toHaveText('2,750 coins');
  });
});
