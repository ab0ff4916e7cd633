import { expect, test, widgetsSettled } from './support/fixtures';
import { LOCALES, withLocale } from '../shared/i18n/locales';
import { en, enUrl } from './support/locales';

const mainTabs = (page: import('@playwright/test').Page) => page.getByRole('tablist', { name: 'Cabinet sections' });
const TAB_NAMES = {
  profile: 'Profile',
  inventory: 'Inventory',
  'ref-system': 'Referral system',
  settings: 'Settings',
} as const;

test.describe('cabinet shell and profile', () => {
  test('without a token the player is sent to /auth', async ({ page }) => {
    await page.goto(en('/cabinet'));
    await expect(page).toHaveURL(enUrl(/\/auth$/));
  });

  for (const [hash, name] of Object.entries(TAB_NAMES)) {
    test(`deep link #${hash} opens ${name}, titles the page, no axe violations @phone`, async ({ page, fx, axe }) => {
      await fx.signInAs('verified');
      await page.goto(en(`/cabinet${hash === 'profile' ? '' : `#${hash}`}`));
      await expect(mainTabs(page).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveTitle(`Nova RP — ${name}`);
      await expect(page.locator('.wgt-cabinet__panel .wgt-spinner')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Go to cases' })).toHaveAttribute('href', en('/donate#cases'));
      await axe();
    });
  }

  // The first screen on a phone: one way to top up, one e-mail warning, two rows of actions above the tabs (the promo
  // strip and the player's line with Top up and the cases).
  for (const locale of LOCALES)
    test(`first screen (${locale}): one Top up, one e-mail warning, two action rows above the tabs`, async ({
      page,
      fx,
    }) => {
      await fx.signInAs('unverified');
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(withLocale(locale, '/cabinet'));
      await expect(page.locator('.wgt-cabinet__panel [aria-busy="true"], .wgt-banner-reserve')).toHaveCount(0);
      await expect(page.locator('.wgt-banner--inline')).toBeVisible();
      const tabsTop = (await page
        .locator('.wgt-cabinet__tabs [role="tablist"], [role="tablist"]')
        .first()
        .boundingBox())!.y;
      const above = await page.evaluate((top) => {
        const seen = [...document.querySelectorAll('main a, main button')].filter((el) => {
          const r = el.getBoundingClientRect();
          return el.checkVisibility() && r.height > 0 && r.bottom <= top;
        });
        const rows: number[] = [];
        for (const el of seen.filter((e) => e.matches('.wgt-btn--primary'))) {
          const r = el.getBoundingClientRect();
          if (!rows.some((y) => Math.abs(y - r.top) < r.height)) rows.push(r.top);
        }
        return { names: seen.map((el) => (el.textContent ?? '').trim()), rows: rows.length };
      }, tabsTop);
      expect(above.names.filter((n) => /пополн|поповн|top up|add coins/i.test(n))).toHaveLength(1);
      expect(above.rows).toBeLessThanOrEqual(2);
      await expect(page.getByText(/14 (дней|днів|days)/)).toHaveCount(1);
    });

  test('tabs work by keyboard; the hash follows (cleared for profile)', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet'));
    await mainTabs(page).getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(mainTabs(page).getByRole('tab', { name: 'Inventory' })).toBeFocused();
    await expect(page).toHaveURL(/#inventory$/);
    await expect(page).toHaveTitle('Nova RP — Inventory');
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/#settings$/);
    await expect(page.getByRole('tab', { name: 'Change password' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/#ref-system$/);
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(enUrl(/\/cabinet$/));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel').first()).toBeFocused();
  });

  test('profile shows the account; e-mail and login eye toggles hide and show them', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet'));
    const panel = page.locator('.wgt-profile');
    await expect(panel).toContainText('player@example.com');
    await expect(page.getByTestId('registered')).toHaveText('15.03.2024');
    await expect(page.getByTestId('balance')).toHaveText('1,500 coins');
    await expect(page.locator('.wgt-cabinet__me').getByRole('link', { name: 'Top up' })).toHaveAttribute(
      'href',
      en('/donate'),
    );
    await expect(panel).toContainText('Nova One');
    await expect(panel).toContainText('Recruiter');
    await expect(page.getByTestId('own-promo')).toHaveText('PLAYER2024');
    await page.getByRole('button', { name: 'Hide: E-mail' }).click();
    await expect(panel).not.toContainText('player@example.com');
    await expect(page.getByRole('button', { name: 'Show: E-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide: Login' }).press('Enter');
    await expect(panel.locator('.wgt-secret__value[data-shown="false"]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Show: E-mail' }).click();
    await expect(panel).toContainText('player@example.com');
  });

  test('inviter promo: local failures, server failure, then success makes it read-only', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 422/);
    await fx.signInAs('verified');
    await page.goto(en('/cabinet'));
    const field = page.getByLabel('Inviter promo code');
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    // A failed check puts the message in the field's description and the focus on the field.
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription('Enter a promo code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('player2024');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await save.click();
    await expect(field).toHaveAccessibleDescription('You cannot use your own promo code');
    expect(await fx.count('user-promo-code')).toBe(0);
    await field.fill('NOSUCHCODE');
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription('Invalid promo code entered');
    await expect(field).toHaveValue('NOSUCHCODE');
    await field.fill('whale2022');
    await save.click();
    await expect(page.getByTestId('inviter-promo')).toHaveText('WHALE2022');
    await expect(field).toHaveCount(0);
    await expect(page.locator('.wgt-notice__message')).toHaveText('Promo code saved');
    expect(await fx.count('user-promo-code')).toBe(2);
  });

  test('unverified: the bar; resend cools down 10 minutes across a reload', async ({ page, fx, axe }) => {
    await fx.signInAs('unverified');
    await page.clock.install();
    await page.goto(en('/cabinet'));
    await expect(page.locator('.wgt-verify-bar__text')).toContainText('deleted after 14 days');
    const resend = page.locator('.wgt-verify-bar__button');
    await expect(resend).toHaveText('Confirm e-mail');
    await axe();
    await resend.click();
    await expect(page.locator('.wgt-notice__message')).toHaveText('Verification e-mail sent');
    await expect(resend).toHaveText('Again in 10 minutes');
    await expect(resend).toBeDisabled();
    await page.clock.runFor(3 * 60_000 + 1_000);
    await expect(resend).toHaveText('Again in 7 minutes');
    await page.reload();
    await expect(resend).toHaveText('Again in 7 minutes');
    await expect(resend).toBeDisabled();
    await page.clock.runFor(6 * 60_000);
    await expect(resend).toHaveText('Again in 1 minute');
    await page.clock.runFor(60_000);
    await expect(resend).toHaveText('Confirm e-mail');
    await expect(resend).toBeEnabled();
    expect(await fx.count('user-resend-verify')).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('counter'))).toBeNull();
  });

  test('resend failure only hides the loader', async ({ page, fx, problems }) => {
    problems.expect(/status of 500/);
    await fx.signInAs('unverified');
    await fx.scenario({ 'user-resend-verify': '500' });
    await page.goto(en('/cabinet'));
    const resend = page.locator('.wgt-verify-bar__button');
    await resend.click();
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText('Confirm e-mail');
    await expect(page.locator('.wgt-notice')).toHaveCount(0);
  });

  test('a 401 mid-session logs out and goes to /auth', async ({ page, fx, problems }) => {
    problems.expect(/status of 401/);
    await fx.signInAs('verified');
    await page.goto(en('/cabinet'));
    await expect(page.getByTestId('own-promo')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain('player@example.com');
    await fx.scenario({ 'user-cases': '401' });
    await mainTabs(page).getByRole('tab', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(enUrl(/\/auth$/));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await page.context().cookies()).some((c) => c.name === 'token' && c.value)).toBe(false);
  });

  test('a failed profile request shows an error with retry', async ({ page, fx, problems }) => {
    problems.expect(/status of 500/);
    await fx.signInAs('verified');
    await fx.scenario({ user: '500' });
    await page.goto(en('/cabinet'));
    await expect(page.getByRole('alert')).toHaveText('Could not load your profile.');
    await fx.scenario({ user: '' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('own-promo')).toHaveText('PLAYER2024');
  });

  test('works under a strict CSP (with the sanitized QR code) and on React', async ({ page, fx }) => {
    await fx.signInAs('verified');
    for (const query of ['?csp=strict', '?flavor=react']) {
      await page.goto(en(`/cabinet${query}#settings`));
      await widgetsSettled(page);
      await page.getByRole('tab', { name: 'Two-factor auth' }).click();
      await expect(page.locator('.wgt-twofa__qr svg')).toBeVisible();
      await expect(page.getByTestId('twofa-secret')).toHaveText(/^[A-Z2-7]{16,}$/);
    }
  });
});
