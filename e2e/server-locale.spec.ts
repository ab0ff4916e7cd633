import { expect, test } from './support/fixtures';
import { EN, en, uk } from './support/locales';

/**
 * Server content in the player's language (docs/widgets/donate.md "Locale"): every API call carries the
 * page locale as Accept-Language, and the API answers in it.
 */
test.describe('server content in the page language', () => {
  test('an en page shows English banners; the API calls carry Accept-Language: en', async ({ page }) => {
    const langs: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && langs.push(r.headers()['accept-language'] ?? ''));
    await page.goto(en('/'));
    await expect(page.locator('.wgt-banner')).toContainText('Spring case');
    await expect(page.locator('.wgt-banner')).not.toContainText('Весенний кейс');
    expect(langs.length).toBeGreaterThan(0);
    expect(new Set(langs)).toEqual(new Set([EN]));
  });

  test('a ru page shows Russian tab titles, goods and payment groups; a uk page Ukrainian ones', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await page.goto('/donate#goods');
    await expect(page.getByRole('tab', { name: 'Спецпредложения' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Кейсы' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Набор золотых кейсов' })).toBeVisible();
    await page.goto(uk('/donate/case/3'));
    await expect(page.getByRole('heading', { level: 2, name: 'Зимовий лімітований' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Вміст кейса' })).toContainText('Суперкар Сокіл');
  });

  test('referral statuses in English on an en page, in Russian on a ru page', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.goto(en('/cabinet#ref-system'));
    await page.getByRole('tab', { name: 'Donat', exact: true }).click();
    await expect(page.getByTestId('current-status')).toContainText('Recruiter');
    await page.goto('/cabinet#ref-system');
    await page.getByRole('tab', { name: 'Донат', exact: true }).click();
    await expect(page.getByTestId('current-status')).toContainText('Вербовщик');
  });
});
