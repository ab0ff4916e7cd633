import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

test.describe('promo banner', () => {
  test('home: the website banners, sanitized, with a live countdown and a pager; axe clean @phone', async ({
    page,
    fx,
    axe,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Акция' });
    await expect(banner).toBeVisible();
    // On a phone the overlay is a pill until opened (docs/widgets/banner.md).
    const pill = banner.getByRole('button', { name: /^Акции: \d+$/ });
    if (await pill.isVisible()) await pill.click();
    await expect(banner).toContainText('Весенний кейс');
    await expect(banner.getByRole('link', { name: 'Открыть кейс' })).toHaveAttribute('href', '/donate#cases');
    await expect(banner.locator('.wgt-banner__thumb')).toHaveAttribute('src', /\/img\/banner\/spring\.svg/);
    await expect(banner).toContainText('1 из 4');
    const seconds = banner.locator('[data-unit="seconds"] b');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first!, { timeout: 2500 });
    await expect(banner.locator('[data-unit="days"] b')).toHaveText('5');
    expect(await fx.count('banner')).toBe(1);
    await axe();

    await banner.getByRole('button', { name: 'Следующая акция' }).click();
    await expect(banner).toContainText('Двойные монеты');
    expect(await banner.locator('script, [onclick], [href^="javascript"]').count()).toBe(0);
    await banner.getByRole('button', { name: 'Следующая акция' }).click();
    await expect(banner).toContainText('Молниеносная скидка');
    await expect(banner.locator('[data-unit="days"] b')).toHaveText('0');
    await banner.getByRole('button', { name: 'Следующая акция' }).click();
    await expect(banner).toContainText('Осталось 37 кейсов');
    await expect(banner.locator('[data-unit]')).toHaveCount(0);
    await expect(banner).not.toContainText('Зимний кейс');
    await expect(banner).not.toContainText('Кешбэк');
  });

  test('desktop: the overlay starts as the pill over nothing the player reads, and opens the card on demand', async ({
    page,
    axe,
  }) => {
    // At 1280 px the card sat over the home page's text (the server card's "Launched" value).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await widgetsSettled(page);
    const banner = page.getByRole('complementary', { name: 'Акция' });
    const pill = banner.getByRole('button', { name: 'Акции: 4' });
    await expect(pill).toBeVisible();
    await expect(pill).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByText('Весенний кейс')).toBeHidden();
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(48);
    await pill.click();
    await expect(banner.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByText('Весенний кейс')).toBeVisible();
    await axe();
    await banner.getByRole('button', { name: 'Свернуть' }).click();
    await expect(pill).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByText('Весенний кейс')).toBeHidden();
  });

  test('phone: the pill steps aside while the player scrolls down the page and comes back on the way up @phone', async ({
    page,
  }) => {
    // On a phone the pill sat on the server card's text while the player read it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await widgetsSettled(page);
    const pill = page.getByRole('complementary', { name: 'Акция' }).getByRole('button', { name: /^Акции: \d+$/ });
    const inView = async () => {
      const box = (await pill.boundingBox())!;
      return box.y + box.height <= page.viewportSize()!.height;
    };
    expect(await inView()).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(inView).toBe(false);
    await page.mouse.wheel(0, -200);
    await expect.poll(inView).toBe(true);
    // Reached by the keyboard, it shows wherever the page is.
    await page.mouse.wheel(0, 600);
    await expect.poll(inView).toBe(false);
    await pill.focus();
    await expect.poll(inView).toBe(true);
  });

  test('closing hides every banner for the session, across pages and reloads', async ({ page, fx }) => {
    await page.goto('/');
    const banner = page.locator('.wgt-banner');
    // motion fades the card away (its end state, opacity 0, is what the card shows as it goes).
    await banner.evaluate((el: HTMLElement) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(el.style.cssText)).observe(el, { attributeFilter: ['style'] });
      (window as unknown as { styleChanges: string[] }).styleChanges = seen;
    });
    await banner.getByRole('button', { name: 'Закрыть акцию' }).click();
    await expect(banner).toHaveCount(0);
    const changes = await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges);
    expect(changes.at(-1)).toContain('opacity: 0');
    expect(await page.evaluate(() => sessionStorage.getItem('promoBannerClosed'))).toBe('true');
    await page.reload();
    await widgetsSettled(page);
    await expect(banner).toHaveCount(0);
    expect(await fx.count('banner')).toBe(1);
  });

  test('cabinet: the cabinet banners in the page flow; limited with none left keeps its countdown', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('verified');
    await page.goto('/cabinet');
    const banner = page.locator('.banner-slot .wgt-banner--inline');
    await expect(banner).toContainText('Кешбэк 10%');
    await expect(banner).toContainText('1 из 5');
    for (let i = 0; i < 4; i++) await banner.getByRole('button', { name: 'Следующая акция' }).click();
    await expect(banner).toContainText('Кейс «Коллекционер»');
    await expect(banner.locator('[data-unit="days"] b')).toHaveText('1');
    await expect(banner).not.toContainText('Весенний кейс');
  });

  test('the compact card at 320 px: a cut description has More, which shows it whole', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/cabinet');
    const banner = page.locator('.banner-slot .wgt-banner--inline');
    const text = banner.locator('.wgt-banner__text');
    // Cut: more lines than shown, or one line ending in "…".
    const cut = () =>
      text.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    await expect.poll(cut).toBe(true);
    const more = banner.getByRole('button', { name: 'Ещё' });
    await more.click();
    await expect(banner.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    expect(await cut()).toBe(false);
    // Every word of the description is inside the card now.
    const inside = await banner.evaluate((card) => {
      const box = card.getBoundingClientRect();
      const r = card.querySelector('.wgt-banner__text')!.getBoundingClientRect();
      return r.bottom <= box.bottom + 1 && r.right <= box.right + 1;
    });
    expect(inside).toBe(true);
  });

  test('strict CSP (Trusted Types): the sanitized description renders', async ({ page }) => {
    await page.goto(en('/?csp=strict'));
    await expect(page.locator('.wgt-banner')).toContainText('Spring case');
    await expect(page.locator('.wgt-banner')).toContainText('Ends in');
  });

  for (const kind of ['500', 'malformed', 'timeout'] as const) {
    test(`a failing banner call (${kind}) shows nothing and breaks nothing`, async ({ page, fx, problems }) => {
      problems.expect(/status of 500|Failed to load resource/);
      await fx.scenario({ banner: kind === 'timeout' ? 'slow-100000' : kind });
      await page.goto('/');
      await widgetsSettled(page);
      await page.waitForTimeout(300);
      await expect(page.locator('.wgt-banner')).toHaveCount(0);
      await expect(page.locator('[data-widget="banner"]')).toHaveAttribute('data-widget-state', 'ready');
    });
  }
});
