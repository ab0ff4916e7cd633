import { expect, test, widgetsSettled } from './support/fixtures';
import { payButton } from './support/donate';
import { donate } from '../widgets/donate/messages';
import { DEFAULT_LOCALE } from '../shared/i18n/locales';
import { EN, UK, en, enUrl, uk } from './support/locales';

test.describe('donate: One Coins by card', () => {
  test('a visitor buys coins end to end: form, cart, verification, payment page, success @phone', async ({
    page,
    fx,
    axe,
  }) => {
    test.slow(); // the whole flow over four pages, with an axe scan on each
    await page.goto(en('/donate'));
    await expect(page.getByRole('tab', { name: 'One Coins' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('Nova RP — Donate');
    // Default amount: the first bonus tier's start (10 € / 0.1 = 100 coins) with its +5 % bonus.
    await expect(page.getByLabel('Amount of coins', { exact: true })).toHaveValue('100');
    await expect(page.getByTestId('bonus')).toHaveText('+5 coins');
    await expect(page.getByTestId('total')).toHaveText('€10.00');
    await axe();

    await page.getByLabel('E-mail').fill('buyer@example.com');
    await page.getByLabel('Amount of coins', { exact: true }).fill('600');
    await expect(page.getByTestId('bonus')).toHaveText('+60 coins');
    await page.getByRole('radio', { name: 'Bitcoin' }).check();
    await payButton(page, EN, '€60.00').click();

    await expect(page).toHaveURL(enUrl(/\/donate\/verification-payment$/));
    await expect(page.getByRole('heading', { name: 'Data verification' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('product') ?? 'null'));
    expect(stored).toMatchObject({
      login: 'buyer@example.com',
      amount: 600,
      bonus: 60,
      price: 60,
      currency_code: 'EUR',
      server_key: 'one',
      payment_method_name: 'Bitcoin',
      product_type: 'one_coin',
    });
    expect(stored).not.toHaveProperty('bundle_id');
    await expect(page.getByRole('row', { name: /Account buyer@example.com/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Total to pay €60.00/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bitcoin' })).toBeChecked();
    await axe();

    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(enUrl(/\/pay\?order=\d+/));
    await page.getByRole('link', { name: 'Pay' }).click();

    await expect(page).toHaveURL(enUrl(/\/donate\/success\?/));
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('A receipt has been sent to your e-mail.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Sum €60.00/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Payment system Bitcoin/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Product 600 OC/ })).toBeVisible();
    await axe();
    expect(await fx.count('donate-cart-save')).toBe(1);
    expect(await fx.count('donate-order')).toBe(1);
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(page).toHaveURL(enUrl(/\/donate$/));
    await expect(page.getByRole('tab', { name: 'One Coins' })).toBeVisible();
  });

  test('the check page shows the e-mail as the player typed it, capitals and all', async ({ page }) => {
    await page.goto(en('/donate'));
    await page.getByLabel('E-mail').fill('Ivan.Petrov+NOVA@Mail.RU');
    await payButton(page).click();
    await expect(page).toHaveURL(enUrl(/\/donate\/verification-payment$/));
    const account = page.getByRole('row', { name: /^Account/ }).getByRole('cell');
    await expect(account).toHaveText('Ivan.Petrov+NOVA@Mail.RU');
    // Laid out as written: no case change by CSS, and not broken inside a word of it.
    expect(await account.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
    expect(await account.evaluate((el) => (el as HTMLElement).innerText)).toBe('Ivan.Petrov+NOVA@Mail.RU');
  });

  test('a pause while typing the amount keeps every digit; Pay charges what was typed (ru) @phone', async ({
    page,
  }) => {
    // "2", "5", "0" typed 800 ms apart: a timer raised "2" to the minimum (10) and the order went out for 105.
    await page.clock.install();
    await page.goto('/donate');
    const amount = page.getByLabel(donate[DEFAULT_LOCALE].donate.amount, { exact: true });
    await expect(amount).toHaveValue('100');
    await page.getByLabel('E-mail').fill('buyer@example.com');
    await amount.fill('');
    for (const [key, shown] of [
      ['2', '2'],
      ['5', '25'],
      ['0', '250'],
    ] as const) {
      await amount.press(key);
      await page.clock.runFor(800);
      await expect(amount).toHaveValue(shown);
      if (key === '2') await expect(amount).toHaveAccessibleDescription(/Меньше минимума: станет 10/);
    }
    await expect(amount).not.toHaveAccessibleDescription(/Меньше минимума/);
    await payButton(page, DEFAULT_LOCALE).click();
    await expect(page).toHaveURL(/\/donate\/verification-payment$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('product') ?? 'null'));
    expect(stored).toMatchObject({ amount: 250, price: 25 });
  });

  test('below the minimum the amount is raised when the player leaves the field (ru) @phone', async ({ page }) => {
    await page.goto('/donate');
    const amount = page.getByLabel(donate[DEFAULT_LOCALE].donate.amount, { exact: true });
    await amount.fill('3');
    await expect(amount).toHaveAccessibleDescription(/Меньше минимума: станет 10, когда вы выйдете из поля/);
    await amount.press('Tab');
    await expect(amount).toHaveValue('10');
    await expect(amount).not.toHaveAccessibleDescription(/Меньше минимума/);
  });

  test('one page header across the donate area: the same height on the shop, the check page and after a client route', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    const hero = page.locator('.page-hero');
    const height = async () => Math.round((await hero.boundingBox())!.height);
    await page.goto('/donate');
    const shop = await height();
    await page.goto('/donate/verification-payment');
    expect(await height()).toBe(shop);
    await page.goto('/donate/case/1');
    expect(await height()).toBe(shop);
    await page.getByRole('link', { name: 'Донат' }).first().click();
    await expect(page).toHaveURL(/\/donate$/);
    expect(await height()).toBe(shop);
  });

  test('the fail page shows the error and goes back to retry', async ({ page, axe }) => {
    await page.goto('/donate/fail?order=1&message=Your%20account%20is%20frozen.%20Send%2050%20EUR%20to%20card%204276');
    await expect(page.getByRole('heading', { name: 'Ошибка оплаты' })).toBeVisible();
    // The product's own words: the address bar's text is anyone's (a phishing link to the real site).
    await expect(page.getByRole('alert')).toHaveText('Платёж не прошёл. Вернитесь и попробуйте ещё раз.');
    await expect(page.locator('[data-widget="donate"]')).not.toContainText('4276');
    await axe();
    await page.getByRole('link', { name: 'Вернуться и повторить' }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await widgetsSettled(page);
  });
});

async function tabTo(page: import('@playwright/test').Page, target: import('@playwright/test').Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test.describe('donate: keyboard, strict CSP, locales', () => {
  test('keyboard-only purchase: tabs by arrows, form, verification, payment', async ({ page }) => {
    await page.goto(en('/donate'));
    await tabTo(page, page.getByRole('tab', { name: 'One Coins' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Special offers' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'One Coins' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type('keys@example.com');
    await tabTo(page, page.getByRole('button', { name: /€3,000\.00/ }).first());
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Amount of coins', { exact: true })).toHaveValue('1000');
    await tabTo(page, payButton(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/verification-payment$/);
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pay\?order=/);
  });

  test('strict CSP: every screen works with no policy violations', async ({ page, fx, axe }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    await fx.signInAs('verified');
    await page.goto(en('/donate?csp=strict#goods'));
    await expect(page.getByText('20 cases')).toBeVisible();
    await axe();
    await page.getByRole('tab', { name: 'One Coins' }).click();
    await payButton(page).click();
    // Client routes keep the document (and its policy); the query flags belong to the fixture host only.
    await expect(page).toHaveURL(/verification-payment$/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto(en('/donate/case/2?csp=strict'));
    await expect(page.getByRole('heading', { name: 'Gold case', exact: true, level: 2 })).toBeVisible();
    await axe();
    expect(await violations()).toEqual([]);
  });

  test('ru and uk copy, with the locale prefix kept across client routes', async ({ page }) => {
    await page.goto(uk('/donate'));
    await expect(page.getByRole('tab', { name: 'One Coins' })).toBeVisible();
    await payButton(page, UK, '10,00\u00a0€').click();
    await expect(page.getByText('Поле e-mail не повинно бути порожнім')).toBeVisible();
    await page.goto('/donate#goods');
    await expect(page.getByText('20 кейсов')).toBeVisible();
    await expect(page.getByText('5 кейсов')).toBeVisible();
    await expect(page.getByText('1 кейс', { exact: true }).first()).toBeVisible();
  });
});

test.describe("donate: the form's layout (ru)", () => {
  for (const [width, columns] of [
    [375, 2],
    [1280, 0],
  ] as const)
    test(`payment methods are an even grid under their groups' titles at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.goto('/donate');
      // Each group under its title from the API, as its heading and its name.
      const headings = page.locator('.wgt-donate__method-group').getByRole('heading');
      await expect(headings).toHaveCount(3);
      await expect(page.getByRole('group', { name: (await headings.last().textContent())! })).toBeVisible();
      const groups = await page
        .locator('.wgt-donate__method-group')
        .evaluateAll((els) =>
          els.map((el) =>
            [...el.querySelectorAll('.wgt-donate__method')].map((t) => t.getBoundingClientRect().toJSON()),
          ),
        );
      const tiles = groups.flat() as DOMRect[];
      const widths = tiles.map((t) => Math.round(t.width));
      expect(new Set(widths).size, `tile widths ${widths}`).toBe(1);
      const rows = groups.map((g) => {
        const tops = (g as DOMRect[]).map((t) => Math.round(t.top));
        return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      });
      const full = Math.max(...rows.flat());
      if (columns) expect(full).toBe(columns);
      // Every row holds the full count but each group's last, filled left to right.
      for (const r of rows)
        expect(
          r.slice(0, -1).every((n) => n === full),
          `rows ${JSON.stringify(rows)}`,
        ).toBe(true);
    });

  test('on a phone no field reached by Tab is hidden under the sticky Pay', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/donate');
    await page.locator('form.wgt-donate__coins select').focus();
    for (let i = 0; i < 30; i++) {
      const hidden = await page.evaluate(() => {
        const el = document.activeElement!;
        const bar = document.querySelector('.wgt-donate__paybar')!;
        if (bar.contains(el)) return null;
        const [a, b] = [el.getBoundingClientRect(), bar.getBoundingClientRect()];
        return a.bottom > b.top + 1 && a.top < b.bottom ? el.outerHTML.slice(0, 80) : null;
      });
      expect(hidden, 'a focused control under Pay').toBeNull();
      if (await payButton(page, DEFAULT_LOCALE).evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached Pay');
  });

  test('on a phone the total and Pay stay in view while the top of the form is shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/donate');
    const form = page.locator('form.wgt-donate__coins');
    await form.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const pay = payButton(page, DEFAULT_LOCALE, '10,00\u00a0€');
    const box = (await pay.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await expect(pay).toBeInViewport();
  });
});
