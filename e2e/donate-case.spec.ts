import type { Page } from '@playwright/test';
import { HTTP_TIMEOUT_MS } from '../shared/api/client';
import { expect, test } from './support/fixtures';
import { en, enUrl } from './support/locales';

/**
 * The case purchase page (/donate/case/{id}, docs/widgets/donate.md "Case purchase"): every purchase
 * option from the goods items for the case (or its own price), card → cart → verification → payment
 * page, coins → the buy-by-coin dialog, sold out, no option, contents with rarities, 404 vs Retry.
 */
const option = (page: Page, key: string) => page.locator(`[data-option="${key}"]`);
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('product') ?? 'null'));

test.describe('donate: case purchase page', () => {
  test.beforeEach(async ({ fx }) => fx.signInAs('verified'));

  test('a bundle by card: goods from the case answer, cart with case_id and bundle_id, on to the payment page', async ({
    page,
    fx,
    axe,
  }) => {
    await page.goto(en('/donate/case/2'));
    await expect(page.getByRole('heading', { name: 'Purchase options' })).toBeVisible();
    await expect(option(page, 'goods-102')).toContainText('Bundle of 20 cases');
    await expect(option(page, 'goods-103').getByRole('button', { name: 'With coins · 100 coins' })).toBeVisible();
    await axe();
    // The fixture API sends the case's goods with it (docs/BACKEND.md, "Cases"): no second read.
    expect(await fx.count('goods')).toBe(0);
    await option(page, 'goods-102').getByRole('button', { name: 'Buy · €179.99' }).click();
    await expect(page).toHaveURL(enUrl(/\/donate\/verification-payment$/));
    expect(await stored(page)).toMatchObject({
      case_id: 2,
      goods_id: 102,
      bundle_id: 102,
      product_qty: 1,
      amount: 20,
      price: 179.99,
      product_type: 'cases',
      login: 'player@example.com',
    });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(enUrl(/\/pay\?order=\d+$/));
    await expect(page.getByRole('link', { name: 'Pay' })).toBeVisible();
  });

  test('a single case: the 1–200 stepper, card without bundle_id, coins through the dialog', async ({ page, fx }) => {
    await page.goto(en('/donate/case/1'));
    const row = option(page, 'goods-101');
    await row.getByLabel('Quantity').fill('300');
    await expect(row.getByLabel('Quantity')).toHaveValue('200');
    await row.getByLabel('Quantity').fill('3');
    await row.getByRole('button', { name: 'With coins · 75 coins' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('3 × 25 coins');
    await dialog.getByRole('button', { name: 'Buy for 75 coins' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Purchase complete');
    const state = (await fx.state()) as { state: { users: { email: string; premiumCoins: number }[] } };
    expect(state.state.users.find((u) => u.email === 'player@example.com')?.premiumCoins).toBe(1425);
    await page.goto(en('/donate/case/1'));
    await option(page, 'goods-101').getByLabel('Quantity').fill('2');
    await option(page, 'goods-101').getByRole('button', { name: 'Buy · €5.00' }).click();
    await expect(page).toHaveURL(/verification-payment$/);
    const record = await stored(page);
    expect(record).toMatchObject({ case_id: 1, goods_id: 101, product_qty: 2, price: 5 });
    expect(record).not.toHaveProperty('bundle_id');
  });

  test('bought with coins: "Открыть сейчас (N)" goes straight to the roulette, in the dialog and after the reload', async ({
    page,
    fx,
  }) => {
    await page.goto('/donate/case/1');
    // The player has 4 Starter cases (user case 11): the page offers to open them.
    const openNow = page.locator('[data-widget="donate"]').getByRole('button', { name: 'Открыть сейчас (4)' });
    await expect(openNow).toBeVisible();
    const caseCrumbs = await page.locator('[data-widget="donate"] .wgt-crumbs li').allInnerTexts();
    expect(caseCrumbs).toEqual(['Донат', 'Кейсы', expect.any(String)]);
    await option(page, 'goods-101').getByLabel('Количество').fill('3');
    await option(page, 'goods-101')
      .getByRole('button', { name: /^За монеты/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Купить за 75 монет/ }).click();
    await expect(dialog.getByRole('status')).toHaveText('Покупка совершена');
    expect(await fx.count('store-by-coin')).toBe(1);
    // In the dialog: the new count, one tap to the roulette (no reload: the roulette opens in place).
    await dialog.getByRole('button', { name: 'Открыть сейчас (7)' }).click();
    await expect(dialog).toHaveCount(0);
    const roulette = page.locator('[data-widget="roulette"]');
    await expect(roulette).toHaveAttribute('data-user-case-id', '11');
    await expect(roulette).toHaveAttribute('data-widget-state', 'ready');
    await expect(roulette.locator('.wgt-roulette__remaining')).toHaveText('Осталось: 7 кейсов');
    // The shop's trail, as the case page showed it: Донат › Кейсы › the case (not the cabinet's).
    await expect(roulette.locator('.wgt-crumbs li')).toHaveText(caseCrumbs);
    await page.waitForTimeout(2500);
    await expect(roulette).toHaveAttribute('data-widget-state', 'ready');
    // Back (the roulette's own) returns to the case page, not to the cabinet.
    await roulette.getByRole('button', { name: 'Назад' }).click();
    await expect(roulette).toHaveCount(0);
    await expect(page).toHaveURL(/\/donate\/case\/1$/);
    await expect(page.getByRole('heading', { name: 'Варианты покупки' })).toBeVisible();
    // And after a reload, the page offers the 7 too.
    await page.reload();
    await page.locator('[data-widget="donate"]').getByRole('button', { name: 'Открыть сейчас (7)' }).click();
    await expect(page.locator('[data-widget="roulette"] .wgt-roulette__remaining')).toHaveText('Осталось: 7 кейсов');
  });

  test('bought by card: the success page offers "Открыть сейчас (N)" with the new count, straight to the roulette', async ({
    page,
  }) => {
    await page.goto('/donate/case/1');
    await expect(
      page.locator('[data-widget="donate"]').getByRole('button', { name: 'Открыть сейчас (4)' }),
    ).toBeVisible();
    await option(page, 'goods-101').getByLabel('Количество').fill('2');
    await option(page, 'goods-101')
      .getByRole('button', { name: /^Купить/ })
      .click();
    await expect(page).toHaveURL(/\/donate\/verification-payment$/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('link', { name: 'Оплатить' }).click();
    await expect(page).toHaveURL(/\/donate\/success\?/);
    // The provider has credited the 2 cases: 4 + 2, and one tap opens them here.
    const openNow = page.locator('[data-widget="donate"]').getByRole('button', { name: 'Открыть сейчас (6)' });
    await openNow.click();
    const roulette = page.locator('[data-widget="roulette"]');
    await expect(roulette).toHaveAttribute('data-user-case-id', '11');
    await expect(roulette.locator('.wgt-roulette__remaining')).toHaveText('Осталось: 6 кейсов');
    await expect(roulette.locator('.wgt-roulette__open')).toBeEnabled();
    // Back returns to the receipt, the count read again.
    await roulette.getByRole('button', { name: 'Назад' }).click();
    await expect(roulette).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible();
    await expect(openNow).toBeVisible();
  });

  test('the bundle row: its picture, what it saves, buttons of one width, the options across the column', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/donate/case/2');
    const bundle = option(page, 'goods-102');
    // 179,99 € for 20 = 9,00 € a case; the single is 100 coins = 10,00 € at the coin price: 10 % off.
    await expect(bundle).toContainText('9,00\u00a0€ за кейс · выгода 10%');
    const picture = await bundle.locator('.wgt-case-buy__pic img').boundingBox();
    expect(picture?.width).toBeGreaterThanOrEqual(64);
    const widths = await page
      .locator('.wgt-case-buy .wgt-goods__buy > .wgt-btn')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().width)));
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBe(widths[1]);
    const [box, column] = await Promise.all([
      page.locator('.wgt-case-buy').boundingBox(),
      page.locator('.wgt-donate__case-info').boundingBox(),
    ]);
    expect(box!.width).toBeGreaterThanOrEqual(column!.width - 1);
  });

  test('a limited case checks what is left before any call, for bundles too', async ({ page, fx }) => {
    await page.goto(en('/donate/case/3'));
    await expect(page.getByText('Left: 7')).toBeVisible();
    await option(page, 'own').getByLabel('Quantity').fill('2');
    await option(page, 'goods-104').getByRole('button', { name: 'With coins · 900 coins' }).click();
    await expect(page.getByRole('dialog')).toContainText('1 × 900 coins');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await option(page, 'own').getByLabel('Quantity').fill('8');
    await option(page, 'own')
      .getByRole('button', { name: /^With coins/ })
      .click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error! You are trying to buy more items than are available for sale. Available items remaining: 7',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await fx.count('store-by-coin')).toBe(0);
    expect(await fx.count('donate-cart-save')).toBe(0);
  });

  test('sold out: a disabled "Sold out" state, no live Buy; no option: says so', async ({ page }) => {
    await page.goto(en('/donate/case/4'));
    await expect(page.getByText('This case is sold out.')).toBeVisible();
    await expect(option(page, 'own').getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Buy ·|^With coins/ })).toHaveCount(0);
    await page.goto(en('/donate/case/5'));
    await expect(page.getByRole('heading', { name: 'Collector case' })).toBeVisible();
    await expect(page.getByText('This case is not on sale right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy ·|^With coins/ })).toHaveCount(0);
  });

  test('contents preview names each prize with its rarity', async ({ page }) => {
    await page.goto(en('/donate/case/3'));
    const contents = page.getByRole('region', { name: 'Case contents' });
    await expect(contents.getByRole('listitem').filter({ hasText: 'Supercar Falcon' })).toContainText('Legendary');
    await expect(contents.getByRole('listitem').filter({ hasText: 'Mansion on the hill' })).toContainText('Epic');
    await page.goto('/donate/case/3');
    await expect(
      page.getByRole('region', { name: 'Содержимое кейса' }).getByRole('listitem').filter({ hasText: 'Канистра' }),
    ).toContainText('Простой');
  });

  test('"not found" only on 404; 500 and malformed offer Retry', async ({ page, fx, problems }) => {
    problems.expect(/status of (404|500)/);
    await page.goto(en('/donate/case/99'));
    await expect(page.getByRole('alert')).toContainText('Case not found.');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // A stale link's 404 is a valid answer, not a load error a host alerts on (README "States").
    await expect(page.locator('[data-widget="donate"]')).toHaveAttribute('data-widget-state', 'ready');
    for (const kind of ['500', 'malformed']) {
      await fx.scenario({ 'one-rp-case': kind });
      await page.goto(en('/donate/case/2'));
      await expect(page.getByRole('alert')).toContainText('The case failed to load.');
      await expect(page.getByText('Case not found.')).toHaveCount(0);
      await expect(page.locator('[data-widget="donate"]')).toHaveAttribute('data-widget-state', 'error');
      await fx.scenario({ 'one-rp-case': '' });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Gold case' })).toBeVisible();
    }
  });

  test('a timeout offers Retry too', async ({ page, fx }) => {
    await page.clock.install();
    await fx.scenario({ 'one-rp-case': 'timeout' });
    await page.goto(en('/donate/case/2'));
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    // The request's timer starts when it is sent: after the case page's own code has loaded (lazyView
    // shows the same "Loading…" while it does).
    await expect.poll(() => fx.count('one-rp-case')).toBe(1);
    await page.clock.runFor(HTTP_TIMEOUT_MS + 100);
    await expect(page.getByRole('alert')).toContainText('The case failed to load.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
