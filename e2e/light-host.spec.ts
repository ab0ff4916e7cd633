import type { Page } from '@playwright/test';
import { checkTextContrast, nestedPanels } from './support/contrast-check';
import { payButton } from './support/donate';
import { expect, test } from './support/fixtures';
import { en, enUrl } from './support/locales';

// The bundle must not depend on the host's background (README "Theming"): on a white host page every donate
// screen's text keeps 4.5:1, as each screen brings its own surface from the theme.
const WHITE_HOST = 'html, body { background: #fff !important; color: #111 !important; }';
const donate = '[data-widget="donate"]';

/** The host page's own style, added once its markup is parsed (after the site's sheets, so it wins). */
const hostStyle = (page: Page, css: string) =>
  page.addInitScript((text) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = text;
      document.head.append(style);
    });
  }, css);

test.describe('the donate screens on a white host page', () => {
  test.beforeEach(({ page }) => hostStyle(page, WHITE_HOST));

  const readable = async (page: Page) => {
    // The host style is in force (the widgets' own surfaces are what is measured).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(checkTextContrast, donate)).toEqual([]);
    expect(await page.evaluate(nestedPanels, donate)).toEqual([]);
  };

  test('the empty cart is one surface: its words line up with the heading, no panel in the panel', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await page.goto(en('/donate/verification-payment'));
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await readable(page);
    const left = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().left);
    expect(await left(`${donate} .wgt-donate__empty p`)).toBe(await left(`${donate} .wgt-donate__heading`));
  });

  test('check page, success and fail pages, a case page and its not-found view keep 4.5:1 text', async ({
    page,
    fx,
    problems,
  }) => {
    test.slow();
    problems.expect(/status of 404/);
    await page.goto(en('/donate'));
    await page.getByLabel('E-mail').fill('buyer@example.com');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Data verification' })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await readable(page);

    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(enUrl(/\/pay\?order=\d+/));
    await page.getByRole('link', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await readable(page);

    await page.goto(en('/donate/fail'));
    await expect(page.getByRole('heading', { name: 'Payment error' })).toBeVisible();
    await readable(page);

    await fx.signInAs('verified');
    await page.goto(en('/donate/case/2'));
    await expect(page.getByRole('heading', { level: 2, name: 'Gold case' })).toBeVisible();
    await readable(page);

    await page.goto(en('/donate/case/99'));
    await expect(page.getByRole('alert')).toContainText('Case not found.');
    await readable(page);
  });
});

// The counter's number sits in a line of the host's own markup (README "Theming"): on a white host page that
// line is white too, so the number brings its own surface, in every state it can be in.
test.describe('the online counter on a white host page', () => {
  const WHITE_LINE = `${WHITE_HOST} .hero, .hero-online { background: #fff !important; color: #111 !important; }`;
  const counter = '[data-widget="online-counter"]';
  test.beforeEach(({ page }) => hostStyle(page, WHITE_LINE));

  test('the number, fresh and stale, keeps 4.5:1', async ({ page, fx, problems }) => {
    problems.expect(/status of 500/);
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator(`${counter} .wgt-online`)).toHaveAttribute('data-total', /^\d+$/);
    expect(await page.locator('.hero-online').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(await page.evaluate(checkTextContrast, counter)).toEqual([]);
    await fx.scenario({ 'servers-statistic': '500' });
    await page.clock.runFor(60_000);
    await expect(page.locator(`${counter} .wgt-online--stale`)).toBeVisible();
    expect(await page.evaluate(checkTextContrast, counter)).toEqual([]);
  });
});
