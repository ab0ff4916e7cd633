import { expect, test, widgetsSettled } from './support/fixtures';
import { en, uk } from './support/locales';

test.describe('e-mail verification page', () => {
  test('without a token nothing happens', async ({ page, fx }) => {
    await page.goto('/email-verification');
    await widgetsSettled(page);
    await page.waitForTimeout(2500);
    await expect(page.locator('.wgt-verify')).toHaveCount(0);
    expect(await fx.count('email-verify')).toBe(0);
  });

  test('a good token: loading, then 2 s after the answer the success block; the player is verified @phone', async ({
    page,
    fx,
    axe,
  }) => {
    await page.goto('/email-verification?token=good-token');
    await expect(page.getByRole('status')).toContainText('Подтверждаем ваш e-mail');
    const seen = Date.now();
    await axe();
    await expect.poll(() => fx.count('email-verify')).toBe(1);
    await expect(page.getByRole('heading', { name: 'E-mail подтверждён' })).toBeVisible({ timeout: 8000 });
    // The result waits 2 s after the answer (the exact edge is in the component test).
    expect(Date.now() - seen).toBeGreaterThan(1500);
    await expect(page.getByRole('link', { name: 'В личный кабинет' })).toHaveAttribute('href', '/cabinet');
    // The one-time token is gone from the address bar and from this history entry.
    expect(page.url()).not.toContain('token');
    expect(await page.evaluate(() => location.search)).toBe('');
    const { state } = (await fx.state()) as { state: { users: { alias: string; isVerified: boolean }[] } };
    expect(state.users.find((u) => u.alias === 'unverified')!.isVerified).toBe(true);
    await axe();
  });

  test('a used token shows the error block (and so does a good one the second time)', async ({
    page,
    axe,
    problems,
  }) => {
    problems.expect(/status of 422/);
    await page.goto('/email-verification?token=used-token');
    await expect(page.getByRole('alert')).toContainText('Не удалось подтвердить e-mail', { timeout: 8000 });
    await axe();
    await page.goto(en('/email-verification?token=good-token'));
    await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible({ timeout: 8000 });
    await page.goto(en('/email-verification?token=good-token'));
    await expect(page.getByRole('alert')).toContainText('The e-mail could not be confirmed', { timeout: 8000 });
  });

  // A 2xx answer is success whatever its body (the spec shows no response shape).
  for (const kind of ['500', '404', '429', 'offline'] as const) {
    test(`any failure (${kind}) shows the error block`, async ({ page, fx, problems }) => {
      problems.expect(/Failed to load resource|status of/);
      await fx.scenario({ 'email-verify': kind });
      await page.goto(uk('/email-verification?token=good-token&csp=strict'));
      await expect(page.getByRole('alert')).toContainText('Не вдалося підтвердити e-mail', { timeout: 8000 });
    });
  }
});
