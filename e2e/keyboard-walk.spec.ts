import { TOTP } from 'otpauth';
import { expectSignedIn, open, totp, widget } from './support/auth';
import { expect, test, widgetsSettled } from './support/fixtures';
import { payButton } from './support/donate';
import { expectFocusVisible, press, tabTo } from './support/keyboard';
import { EN, en, enUrl } from './support/locales';

// The five main journeys by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing): after every
// key the focus is on a visible control, never on <body>, never behind an overlay or inside an inert page
// (e2e/support/keyboard.ts). An accessibility review found the places where it was not; docs/widgets/*.md say
// where the focus lands at each step.

const REJECTED = /status of 4\d\d/;

test.describe('keyboard walk', () => {
  test('sign in with the two-factor code: Tab leaves the code for Back, the code signs in', async ({
    page,
    problems,
  }) => {
    problems.expect(REJECTED);
    await open(page);
    const w = widget(page);
    await tabTo(page, w.getByLabel('Server'));
    await press(page, 'ArrowDown');
    await expect(w.getByLabel('Server')).toHaveValue('one');
    await press(page, 'Tab');
    await page.keyboard.type('guardian');
    await press(page, 'Tab');
    await page.keyboard.type('password123');
    await press(page, 'Enter');
    const code = w.locator('.wgt-code');
    await expect(code.locator(':focus')).toHaveCount(1);
    await page.keyboard.type('12');
    // Tab moves on from a part-filled code: Confirm is off (two digits), so Back is next.
    await press(page, 'Tab');
    await expect(w.getByRole('button', { name: 'Back' })).toBeFocused();
    await press(page, 'Shift+Tab');
    await expect(code.locator(':focus')).toHaveCount(1);
    await press(page, 'Backspace');
    await press(page, 'Backspace');
    await page.keyboard.type(totp());
    await expectSignedIn(page);
  });

  test('One Coins to the payment redirect', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/donate#one_coin'));
    await widgetsSettled(page);
    const amount = page.getByLabel('Amount of coins', { exact: false }).first();
    await tabTo(page, amount);
    await press(page, 'ControlOrMeta+A');
    await page.keyboard.type('600');
    await tabTo(page, page.getByRole('radio').first());
    await press(page, 'ArrowRight');
    await tabTo(page, payButton(page, EN, '€60.00'));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/verification-payment$/);
    await widgetsSettled(page);
    await expect(page.getByRole('checkbox', { name: /terms of service/ })).toBeVisible();
    // The view changed under the focus: it is on the new view's heading, ringed (not on the area's box).
    await expect(page.getByRole('heading', { name: 'Data verification' })).toBeFocused();
    await expectFocusVisible(page, 'the route change');
    await tabTo(page, page.getByRole('checkbox', { name: /terms of service/ }));
    await press(page, 'Space');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    // The page leaves for the provider: no focus to check on a page that is going away.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(enUrl(/\/pay\?order=\d+/));
  });

  test('buy a case with coins, then open it: the stepper and the dialog keep the focus', async ({ page, fx }) => {
    test.slow(); // two pages, a reload and the roulette, a focus check after every key
    await fx.signInAs('verified');
    await page.clock.install();
    await page.goto(en('/donate/case/1'));
    await widgetsSettled(page);
    const row = page.locator('[data-option="goods-101"]');
    await tabTo(page, row.getByRole('button', { name: 'More' }));
    await press(page, 'Enter');
    await expect(row.getByLabel('Quantity')).toHaveValue('2');
    await tabTo(page, row.getByRole('button', { name: 'Fewer' }), { back: true });
    // Back to 1: Fewer cannot go lower, and the focus stays on the stepper.
    await press(page, 'Enter');
    await expect(row.getByLabel('Quantity')).toHaveValue('1');
    await tabTo(page, row.getByRole('button', { name: /With coins/ }));
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByRole('button', { name: /^Buy for/ }));
    await press(page, 'Enter');
    await expect(dialog.getByRole('status')).toHaveText('Purchase complete');
    await expectFocusVisible(page, 'the purchase');
    // The success stays until the player closes it; closing reloads (the balance is the server's).
    await page.clock.runFor(10_000);
    await expect(dialog.getByRole('status')).toHaveText('Purchase complete');
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Escape'); // no focus check: the page is reloading
    await reloaded;

    await page.goto(en('/cabinet#inventory'));
    await widgetsSettled(page);
    await tabTo(page, page.locator('[data-user-case="11"]').getByRole('button', { name: /^Open/ }));
    await press(page, 'Enter');
    const roulette = page.locator('[data-widget="roulette"]');
    await expect(roulette.locator('.wgt-roulette__open')).toBeVisible();
    await widgetsSettled(page);
    // The list made way for the case: its heading has the focus, ringed, not the mount point.
    await expect(roulette.getByRole('heading', { level: 2 })).toBeFocused();
    await expectFocusVisible(page, 'Open in the inventory');
    await tabTo(page, roulette.locator('.wgt-roulette__open'));
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Skip animation' })).toBeFocused();
    await press(page, 'Enter');
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeFocused();
    await press(page, 'Tab');
  });

  test('enable two-factor in the cabinet: Tab leaves an empty code, the focus survives the switch', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(REJECTED);
    await fx.signInAs('verified');
    await page.clock.install();
    await page.goto(en('/cabinet#settings'));
    await widgetsSettled(page);
    await tabTo(page, page.getByRole('tab', { name: 'Change password' }));
    await press(page, 'ArrowRight');
    await expect(page.getByRole('tab', { name: 'Two-factor auth' })).toHaveAttribute('aria-selected', 'true');
    const secret = (await page.getByTestId('twofa-secret').textContent())!;
    const code = page.locator('.wgt-twofa .wgt-code');
    await tabTo(page, code);
    // An empty code does not hold the focus: the next stop is past it.
    await press(page, 'Tab');
    await expect(code.locator(':focus')).toHaveCount(0);
    await tabTo(page, code, { back: true });
    await page.keyboard.type(new TOTP({ secret }).generate());
    await tabTo(page, page.getByRole('button', { name: 'Activate' }));
    await press(page, 'Enter');
    await expect(page.locator('.wgt-notice__message')).toHaveText('Two-factor authentication enabled');
    await expectFocusVisible(page, 'the activation');
    await page.clock.runFor(1_000);
    await expect(page.locator('.wgt-twofa[data-state="enabled"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeFocused();
    await expectFocusVisible(page, 'the switch to "enabled"');
  });

  test("home with the banner open: every stop to the footer's last link is clear of the banner", async ({ page }) => {
    await page.goto(en('/'));
    await widgetsSettled(page);
    const toggle = page.locator('.wgt-banner__toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 5);
    // Each stop is checked by press(): not even partly under the banner's card (e2e/support/keyboard.ts).
    await tabTo(page, page.locator('.site-footer a').last(), { max: 120 });
  });

  test('the burger menu at 375 px: focus goes in, the page behind is inert, Escape returns', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(en('/donate'));
    await widgetsSettled(page);
    const burger = page.locator('[data-nav-burger]');
    await tabTo(page, burger);
    await press(page, 'Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('[data-nav-menu]');
    const links = await menu.locator('a, button').count();
    // Every stop while it is open is in the header (the menu, or the bar above it): nothing behind it.
    for (let i = 0; i < links + 6; i++) {
      await press(page, 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-widget="nav"]'))).toBe(true);
    }
    await press(page, 'Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await press(page, 'Tab');
  });
});
