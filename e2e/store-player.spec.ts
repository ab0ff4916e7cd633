import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { en } from './support/locales';

/**
 * The donate store as a player sees it (the store part): whole words in the case purchase
 * options, a route change that opens at the top, prices and sold-out states on the case cards, quiet
 * padding, tab strips that show every live choice, and a fail page that says what was being bought.
 */

/** Words of the element's text split across lines (each word's Range has line boxes at two heights). */
const brokenWords = (target: Locator) =>
  target.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

const option = (page: Page, key: string) => page.locator(`[data-option="${key}"]`);
const lineCount = (target: Locator) =>
  target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

test.describe('store: what a player sees', () => {
  test.beforeEach(async ({ fx }) => fx.signInAs('verified'));

  test('case purchase options: whole words, title and count on one line, per-case price and saving @phone', async ({
    page,
  }) => {
    await page.goto('/donate/case/2');
    const box = page.locator('.wgt-case-buy');
    await expect(option(page, 'goods-102')).toBeVisible();
    expect(await brokenWords(box)).toEqual([]);
    for (const key of ['goods-103', 'goods-102']) {
      expect(await lineCount(option(page, key).locator('.wgt-goods__count'))).toBe(1);
      expect(await lineCount(option(page, key).locator('.wgt-goods__name'))).toBe(1);
      const info = await option(page, key).locator('.wgt-goods__info').boundingBox();
      expect(info!.width).toBeGreaterThan(160);
    }
    // A bundle says what one case costs in it; the coins bundle of a case sold alone for coins says the saving.
    await expect(option(page, 'goods-102')).toContainText('9,00 € за кейс');
    await page.goto(en('/donate/case/3'));
    await expect(option(page, 'goods-104')).toContainText('180 coins per case · save 10%');
    expect(await brokenWords(page.locator('.wgt-case-buy'))).toEqual([]);
  });

  test('a client route change shows the new view from its top @phone', async ({ page }) => {
    await page.goto(en('/donate/case/2'));
    const buy = option(page, 'goods-102').getByRole('button', { name: /^Buy/ });
    await buy.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await buy.click();
    await expect(page).toHaveURL(/verification-payment$/);
    await expect(page.getByRole('heading', { name: 'Data verification', level: 2 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('case cards: the price or "from" the cheapest option; sold out and not on sale have no Buy @phone', async ({
    page,
  }) => {
    await page.goto(en('/donate#cases'));
    const card = (id: number) => page.locator(`[data-case-id="${id}"]`);
    await expect(card(1)).toContainText('€2.50');
    await expect(card(2)).toContainText('from €9.00');
    await expect(card(3)).toContainText('€19.99');
    await expect(card(4)).toContainText('Sold out');
    await expect(card(5)).toContainText('Not on sale');
    for (const id of [4, 5]) {
      await expect(card(id).getByRole('link', { name: /^Buy/ })).toHaveCount(0);
      await expect(card(id).getByRole('button', { name: /^Buy/ })).toHaveCount(0);
    }
    await expect(card(4)).toHaveAttribute('data-state', 'sold-out');
    await expect(card(5)).toHaveAttribute('data-state', 'off-sale');
    await expect(card(1).getByRole('link', { name: /^Buy/ })).toBeVisible();
  });

  test('padding cells keep the count but are not drawn: no grey tiles read as missing cases @phone', async ({
    page,
  }) => {
    await page.goto('/donate#cases');
    const empty = page.locator('.wgt-cases__card--empty');
    await expect(empty).toHaveCount(5);
    for (const cell of await empty.all()) await expect(cell).toBeHidden();
    // In a row of its own a padding cell takes no height.
    expect(await empty.last().evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    // Two cards a row on a phone: the long Russian names keep whole words ("Коллекционн/ый" before).
    expect(await brokenWords(page.locator('.wgt-cases'))).toEqual([]);
  });

  test('tab strips: live tabs first, the selected Cases tab whole in view, no Buy hidden @phone', async ({ page }) => {
    await page.goto('/donate#cases');
    await expect(page.getByRole('tab', { name: 'Кейсы' })).toHaveAttribute('aria-selected', 'true');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const names = await tabs.allTextContents();
    const firstSoon = names.findIndex((n) => n.includes('Скоро'));
    const lastLive = names.findLastIndex((n) => !n.includes('Скоро'));
    expect(firstSoon).toBeGreaterThan(lastLive);
    const strip = await page.getByRole('tablist').first().boundingBox();
    for (const name of names.filter((n) => !n.includes('Скоро'))) {
      const box = await tabs.filter({ hasText: name }).boundingBox();
      expect(box!.x, name).toBeGreaterThanOrEqual(strip!.x);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(strip!.x + strip!.width + 0.5);
    }
  });

  test('the fail page shows the stored product and its amount, what to do next, a retry', async ({ page }) => {
    await page.goto(en('/donate/case/2'));
    await option(page, 'goods-102').getByRole('button', { name: /^Buy/ }).click();
    await expect(page).toHaveURL(/verification-payment$/);
    await page.goto(en('/donate/fail?message=Payment%20declined'));
    await expect(page.getByRole('alert')).toHaveText('The payment did not go through. Go back and try again.');
    await expect(page.getByRole('row', { name: 'Product Gold case bundle' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Total to pay €179.99' })).toBeVisible();
    await expect(page.getByText('Nothing was paid for this order.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back and retry' })).toHaveAttribute(
      'href',
      en('/donate/verification-payment'),
    );
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'https://support.nova-rp.example/',
    );
  });

  test('result pages on a phone: the buttons are one column of equal widths @phone-only', async ({ page }) => {
    for (const path of ['/donate/success?order=7001&sum=10&currency=EUR', '/donate/fail']) {
      await page.goto(path);
      const buttons = page.locator('.wgt-donate__actions > .wgt-btn');
      await expect(buttons.first()).toBeVisible();
      const widths = new Set<number>();
      for (const button of await buttons.all()) widths.add(Math.round((await button.boundingBox())!.width));
      expect(widths.size, path).toBe(1);
      expect(await buttons.count()).toBeGreaterThan(1);
    }
  });
});
