import { DEFAULT_LOCALE } from '../shared/i18n/locales';
import { donate } from '../widgets/donate/messages';
import { open, widget } from './support/auth';
import { payButton } from './support/donate';
import { en } from './support/locales';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoContradiction, expectSpeech, heardDuring, recordLiveRegions } from './support/live-regions';

// What a screen reader hears from the live regions, one action at a time (docs/TESTING.md, "Speech"): at most two
// announcements an action, and no control saying otherwise next to the last one.

test.describe('speech', () => {
  test('the donate summary speaks once the figures settle, only what changed (ru) @phone', async ({ page }) => {
    await page.clock.install();
    await recordLiveRegions(page);
    await page.goto('/donate');
    const words = donate[DEFAULT_LOCALE].donate;
    const amount = page.getByLabel(words.amount, { exact: true });
    await expect(amount).toHaveValue('100');

    let said = await heardDuring(page, async () => {
      await amount.fill('');
      await amount.pressSequentially('250');
      await page.clock.runFor(1_000);
      await expect(page.getByRole('status').filter({ hasText: words.youPay })).toHaveCount(1);
    });
    expectSpeech(said, 'typing 250');
    expect(said.at(-1)!.text).toMatch(/К оплате: 25,00\s€/);
    await expectNoContradiction(page, said, { agree: [payButton(page, DEFAULT_LOCALE)] });

    const slider = page.getByRole('slider', { name: words.slider });
    said = await heardDuring(page, async () => {
      await slider.focus();
      for (let i = 0; i < 5; i++) await slider.press('ArrowRight');
      await page.clock.runFor(1_000);
      await expect(page.getByRole('status').filter({ hasText: /25,50/ })).toHaveCount(1);
    });
    expectSpeech(said, 'five slider steps');
    await expectNoContradiction(page, said, { agree: [payButton(page, DEFAULT_LOCALE)] });
  });

  test("Pay → verification: the new view's heading speaks, no live region on top (ru) @phone", async ({ page }) => {
    await recordLiveRegions(page);
    await page.goto('/donate');
    await page.getByLabel('E-mail').fill('buyer@example.com');
    const said = await heardDuring(page, async () => {
      await payButton(page, DEFAULT_LOCALE).press('Enter');
      await expect(page.getByRole('heading', { name: 'Проверка данных' })).toBeFocused();
    });
    expectSpeech(said, 'Pay', { min: 0 });
  });

  test('sign-up submit: one announcement, the focus on the first field to fix', async ({ page, problems }) => {
    problems.expect(/status of 422/);
    await recordLiveRegions(page);
    await open(page, en('/auth?register'));
    const w = widget(page);
    let said = await heardDuring(page, async () => {
      await w.getByRole('button', { name: 'Sign up' }).click();
      await expect(w.getByLabel('Server')).toBeFocused();
    });
    expectSpeech(said, 'an empty sign-up');
    expect(said.at(-1)!.text).toBe('5 fields need fixing');
    await expect(w.getByLabel('Server')).toHaveAccessibleDescription('A server must be selected');

    await w.getByLabel('Server').selectOption('two');
    await w.getByLabel('Login').fill('player');
    await w.getByLabel('E-mail').fill('player@example.com');
    await w.getByLabel('Password', { exact: true }).fill('secret-pass');
    await w.getByLabel('Confirm password').fill('secret-pass');
    said = await heardDuring(page, async () => {
      await w.getByRole('button', { name: 'Sign up' }).click();
      await expect(w.getByLabel('Login')).toBeFocused();
      await expect(w.getByLabel('Login')).toHaveAccessibleDescription(/A user with this login already exists/);
    });
    expectSpeech(said, 'a taken login and e-mail');
    expect(said.at(-1)!.text).toBe('2 fields need fixing');
  });

  test('the inventory swap says its result once, and nothing again on the next swap (ru) @phone', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await recordLiveRegions(page);
    await page.goto('/cabinet#inventory');
    await page
      .getByRole('tablist', { name: 'Инвентарь' })
      .getByRole('tab', { name: /Донат-инвентарь/ })
      .click();
    const tile = (name: string) =>
      page
        .locator('.wgt-grid--coupons [data-coupon]')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
    const swapByKeyboard = async (card: Locator, name: string) => {
      await card.getByRole('button', { name }).press('Enter');
      await expect(card.getByRole('button', { name: 'Да' })).toBeFocused();
      await page.keyboard.press('Enter');
    };

    // The list says it has loaded all first (its footer is a live region too): then the swaps alone speak.
    await expect(page.locator('.wgt-infinite__footer')).toHaveText('Больше ничего нет!');
    // One of a stack of three: 1 500 + 400 coins.
    const stack = tile('Суперкар Сокол ×3');
    const first = await heardDuring(page, async () => {
      await swapByKeyboard(stack, 'Обменять 1 за 400 монет: Суперкар Сокол');
      await expect(tile('Суперкар Сокол ×2')).toContainText('Обменяно. Баланс: 1 900 монет');
    });
    expectSpeech(first, 'swap one of a stack', { max: 1 });
    expect(first[0]!.text).toBe('Обменяно. Баланс: 1 900 монет');

    // Then a single prize: its tile says the new balance, the stack's says nothing again.
    const single = page
      .locator('.wgt-grid--coupons [data-coupon][data-count="1"]')
      .filter({ has: page.getByRole('button', { name: /^Обменять на \d+ монет: / }) })
      .first();
    const label = (await single.getByRole('button').getAttribute('aria-label'))!;
    const card = page.locator(`[data-coupon="${await single.getAttribute('data-coupon')}"]`);
    const balance = (1900 + Number(/на (\d+)/.exec(label)![1])).toLocaleString(DEFAULT_LOCALE).replace(/\s/g, ' ');
    const second = await heardDuring(page, async () => {
      await swapByKeyboard(card, label);
      await expect(card.getByRole('status')).toHaveText(`Обменяно. Баланс: ${balance} монет`);
    });
    expectSpeech(second, 'swap a single prize', { max: 1 });
    expect(second[0]!.text).toBe(`Обменяно. Баланс: ${balance} монет`);
    // Nothing on the tile still offers the swap just announced, and the focus went on within the grid.
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.wgt-grid--coupons') != null))
      .toBe(true);
  });
});
