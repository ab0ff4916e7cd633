import type { Page } from '@playwright/test';
import { expect, test, widgetNear, widgetsSettled } from './support/fixtures';
import { en, enUrl, uk } from './support/locales';

/** Closes the promo overlay for the session so it covers nothing the test clicks. */
async function noBanner(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('promoBannerClosed', 'true'));
}

test.describe('marketing home page', () => {
  test('every widget mounts with no layout shift, no console errors and no axe violations @phone', async ({
    page,
    axe,
  }) => {
    // Each shift with the boxes that moved (class, rectangle before → after, scroll position), so a failure
    // names what moved.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const box = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map(
            (s) =>
              `${s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : (s.node?.nodeName ?? '?')} ${box(s.previousRect)} → ${box(s.currentRect)}`,
          );
          w.shifts.push(`${entry.value.toFixed(4)} at scroll ${Math.round(scrollY)}: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await widgetsSettled(page);
    await expect(page.locator('.wgt-banner')).toBeVisible();
    await expect(page.locator('[data-widget="online-counter"] .wgt-online')).toHaveAttribute('data-total', /\d+/);
    const states = () =>
      page
        .locator('[data-widget]')
        .evaluateAll((els) =>
          els.map(
            (el) =>
              `${el.getAttribute('data-widget')}:${el.getAttribute('data-widget-state')}${el.hasAttribute('data-widget-defer') ? ' (defer)' : ''}`,
          ),
        );
    // Below the fold, the data-widget-defer ones (reveal, video, awards) wait; everything else is ready.
    const first = await states();
    expect(
      first.every((s) => s.endsWith(':ready') || s.endsWith(':ready (defer)') || s.endsWith(':deferred (defer)')),
      first.join(' '),
    ).toBe(true);
    expect(first).toContain('awards:deferred (defer)');
    // Scrolled to, each mounts, and nothing shifts: their server markup already holds its place.
    for (const mountPoint of await page.locator('[data-widget-defer]').all()) await widgetNear(mountPoint);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    const all = await states();
    expect(
      all.every((s) => s.includes(':ready')),
      all.join(' '),
    ).toBe(true);
    await axe();
  });

  test('strict CSP: the widgets work and nothing is refused', async ({ page, axe }) => {
    await page.goto('/?csp=strict');
    await widgetsSettled(page);
    await expect(page.locator('.wgt-banner')).toBeVisible();
    await page.getByRole('tab', { name: 'Nova Two' }).click();
    await expect(page.locator('#server-panel-two')).toContainText('two.nova-rp.example');
    await expect(page.locator('.wgt-point-pending')).toHaveCount(0);
    await page.waitForTimeout(500); // the last points' fade-in
    await widgetNear(page.locator('[data-widget="video"][data-embed]'));
    await page.locator('[data-widget="video"][data-embed] [data-video-toggle]').click();
    await expect(page.locator('iframe.wgt-video__frame')).toBeVisible();
    await axe();
  });

  test('nav: a hash link scrolls smoothly to 100 px above its section and sets the hash', async ({ page }) => {
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    await page.locator('.site-nav').getByRole('link', { name: 'Преимущества' }).click();
    await expect(page).toHaveURL(/#benefits$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('benefits')!.getBoundingClientRect().top)))
      .toBe(100);
    await expect(page.locator('#benefits')).toBeFocused();
  });

  test('nav: on other pages hash links navigate to the home page section', async ({ page }) => {
    await noBanner(page);
    await page.goto('/terms');
    await widgetsSettled(page);
    await page.locator('.site-nav').getByRole('link', { name: 'Серверы' }).click();
    await expect(page).toHaveURL(/\/#servers$/);
    await expect(page.getByRole('heading', { name: 'Серверы', level: 2 })).toBeInViewport();
  });

  test('burger: opens, locks scrolling, closes on Escape, on a link click and at 1170 px @phone-only', async ({
    page,
  }) => {
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    const menu = page.locator('#site-menu');
    const locked = () => page.evaluate(() => document.documentElement.classList.contains('wgt-scroll-lock'));
    await expect(menu).toBeHidden();
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute('aria-expanded', 'true');
    expect(await locked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    expect(await locked()).toBe(false);
    await burger.click();
    await menu.getByRole('link', { name: 'Видео' }).click();
    await expect(menu).toBeHidden();
    expect(await locked()).toBe(false);
    await expect(page).toHaveURL(/#media$/);
    await burger.click();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('.site-header')).not.toHaveClass(/wgt-nav-open/);
    expect(await locked()).toBe(false);
  });

  test('burger: keeps the place of a player scrolled down the page, open and after closing @phone-only', async ({
    page,
  }) => {
    await noBanner(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await widgetsSettled(page);
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
    // What mounts near the new place (deferred widgets) settles first.
    await widgetsSettled(page);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const place = await scrollY();
    expect(place).toBeGreaterThan(2000);
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    // A tap where the burger is on screen (locator.click scrolls the page to the element first).
    const box = (await burger.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const menu = page.locator('#site-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link').first()).toBeFocused();
    expect(await scrollY()).toBe(place);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await scrollY()).toBe(place);
    await expect(burger).toBeFocused();
  });

  test('language: a keyboard-operable menu button leading to this page in uk and en; terms link follows the locale', async ({
    page,
  }) => {
    await noBanner(page);
    await page.goto('/terms?csp=strict');
    await widgetsSettled(page);
    const button = page.locator('[data-language-button]');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Русский' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Українська' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(enUrl(/\/terms\?csp=strict$/));
    await expect(page.locator('.site-footer').getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      new RegExp(`^${en('/terms')}`),
    );
    await page.goto(uk('/'));
    await expect(page.locator('.site-footer').getByRole('link', { name: 'Угода користувача' })).toHaveAttribute(
      'href',
      new RegExp(`^${uk('/terms')}`),
    );
    await page.goto('/');
    await expect(
      page.locator('.site-footer').getByRole('link', { name: 'Пользовательское соглашение' }),
    ).toHaveAttribute('href', /^\/terms/);
  });

  test('server tabs: arrows select, the indicator slides, info points appear in pairs @phone', async ({
    page,
    axe,
  }) => {
    await noBanner(page);
    await page.clock.install();
    await page.goto('/');
    await widgetsSettled(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const tabs = page.locator('[data-widget="server-tabs"] [role="tab"]');
    const indicator = page.locator('.wgt-tab-indicator');
    await expect(indicator).toHaveCSS(
      'width',
      await tabs.first().evaluate((el) => `${el.getBoundingClientRect().width}px`),
    );
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('#server-panel-two');
    await expect(panel).toBeVisible();
    await expect(page.locator('#server-panel-one')).toBeHidden();
    const pending = () => panel.locator('[data-point].wgt-point-pending').count();
    expect(await pending()).toBe(8);
    await page.clock.runFor(1);
    expect(await pending()).toBe(6);
    await page.clock.runFor(199);
    expect(await pending()).toBe(4);
    await page.clock.runFor(200);
    expect(await pending()).toBe(2);
    await page.clock.runFor(200);
    expect(await pending()).toBe(0);
    // The paused clock also holds CSS transitions: let time run for the indicator's slide.
    await page.clock.resume();
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    const left = async () => Math.round(await indicator.evaluate((el) => el.getBoundingClientRect().left));
    const target = Math.round(await tabs.last().evaluate((el) => el.getBoundingClientRect().left));
    await expect.poll(left).toBeGreaterThanOrEqual(target - 1);
    expect(await left()).toBeLessThanOrEqual(target + 1);
    await page.waitForTimeout(500); // the points' fade-in, held while the clock was paused, completes
    await axe();
  });

  test('accordion: the open item closes at once, the clicked one opens 300 ms later', async ({ page }) => {
    await noBanner(page);
    await page.clock.install();
    await page.goto('/');
    await widgetsSettled(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const titles = page.locator('[data-accordion-title]');
    await expect(titles.first()).toHaveAttribute('aria-expanded', 'true');
    // motion animates the opening body (opacity, transform) and leaves its end state inline, which the
    // accordion takes back: the body's inline style changes, and ends as it was.
    const body = page.locator('#benefit-body-2');
    await body.evaluate((el) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(el.style.cssText)).observe(el, { attributeFilter: ['style'] });
      (window as unknown as { styleChanges: string[] }).styleChanges = seen;
    });
    await titles.nth(2).click();
    await expect(titles.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();
    await page.clock.runFor(299);
    await expect(titles.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(1);
    await expect(titles.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(body).toBeVisible();
    const changes = () => page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges);
    await expect.poll(async () => (await changes()).at(-1)).toBe('');
    expect((await changes()).some((css) => css.includes('opacity: 1'))).toBe(true);
    expect(await body.evaluate((el) => el.getAnimations().length)).toBe(0);
    await titles.nth(3).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(300);
    await expect(page.locator('[data-accordion-title][aria-expanded="true"]')).toHaveCount(1);
    await expect(titles.nth(3)).toHaveAttribute('aria-expanded', 'true');
  });

  test('accordion: each chevron is painted centred on its title and turns with the state', async ({ page }) => {
    await noBanner(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await widgetsSettled(page);
    const titles = page.locator('[data-accordion-title]');
    // Where the chevron's strokes are painted (not its box: a rotated box centres what it does not paint), against
    // the middle of the title's text.
    const painted = async (i: number) => {
      const icon = titles.nth(i).locator('.accordion-icon');
      await icon.scrollIntoViewIfNeeded();
      const box = (await icon.boundingBox())!;
      const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
      const png = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64');
      const text = (await titles.nth(i).locator('span').first().boundingBox())!;
      const rows = await page.evaluate(async (data) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
        const [r0, g0, b0] = [px[0]!, px[1]!, px[2]!];
        const inked: number[] = [];
        for (let y = 0; y < img.height; y++)
          for (let x = 0; x < img.width; x++) {
            const k = (y * img.width + x) * 4;
            if (Math.abs(px[k]! - r0) + Math.abs(px[k + 1]! - g0) + Math.abs(px[k + 2]! - b0) > 120) inked.push(y);
          }
        return { top: Math.min(...inked), bottom: Math.max(...inked), scale: img.height };
      }, png);
      const ratio = rows.scale / clip.height;
      const middle = clip.y + (rows.top + rows.bottom + 1) / 2 / ratio;
      return { offset: middle - (text.y + text.height / 2) };
    };
    expect(Math.abs((await painted(0)).offset), 'open item (chevron up)').toBeLessThanOrEqual(1.5);
    expect(Math.abs((await painted(1)).offset), 'closed item (chevron down)').toBeLessThanOrEqual(1.5);
    const turn = (i: number) =>
      titles
        .nth(i)
        .locator('.accordion-icon')
        .evaluate((el) => getComputedStyle(el).transform);
    const closed = await turn(1);
    await titles.nth(1).click();
    await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => turn(1)).not.toBe(closed);
    expect(await turn(0)).toBe(closed);
  });

  test('accordion: under reduced motion the item opens without an animation', async ({ page }) => {
    await noBanner(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await widgetsSettled(page);
    const body = page.locator('#benefit-body-2');
    await page.locator('[data-accordion-title]').nth(2).click();
    await expect(body).toBeVisible();
    expect(await body.evaluate((el) => [el.style.cssText, el.getAnimations().length])).toEqual(['', 0]);
  });

  test('tab box and awards expander by keyboard', async ({ page }) => {
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    await page.getByRole('tab', { name: 'Steam' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Steam' })).toContainText('Установите игру в Steam');
    await expect(page.locator('#start-panel-0')).toBeHidden();
    const toggle = page.locator('[data-awards-toggle]');
    await expect(page.locator('[data-awards-extra]').first()).toBeHidden();
    await widgetNear(page.locator('[data-widget="awards"]'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Свернуть награды');
    await expect(page.locator('[data-awards-extra]')).toHaveCount(4);
    for (const item of await page.locator('[data-awards-extra]').all()) await expect(item).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-awards-extra]').first()).toBeHidden();
  });

  test('on a phone: a tap on play leaves no pause button over the picture; the platforms pill is one line @phone-only', async ({
    page,
  }) => {
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    const tabs = page.locator('.tab-box-tab');
    const tops = await tabs.evaluateAll((list) => list.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
    const player = page.locator('[data-widget="video"]:not([data-embed])');
    await widgetNear(player);
    await player.getByRole('button', { name: 'Воспроизвести видео' }).tap();
    await expect(player).toHaveClass(/wgt-video--playing/);
    await expect(player.locator('[data-video-toggle]')).toHaveCSS('opacity', '0');
  });

  test('copy: the server address lands on the clipboard, the button is active for 1 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await noBanner(page);
    await page.clock.install();
    await page.goto('/');
    await widgetsSettled(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const button = page.locator('#server-panel-one [data-widget="copy"]');
    await button.click();
    await expect(button).toHaveClass(/wgt-copy--active/);
    await expect(page.getByRole('status').filter({ hasText: 'Скопировано' })).toHaveCount(1);
    // Said in words on screen too, not by a border colour alone.
    expect(await button.evaluate((el) => getComputedStyle(el, '::after').content)).toContain('Скопировано');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('one.nova-rp.example:22005');
    await page.clock.runFor(999);
    await expect(button).toHaveClass(/wgt-copy--active/);
    await page.clock.runFor(1);
    await expect(button).not.toHaveClass(/wgt-copy--active/);
  });

  test('video: the overlay plays and pauses; the embed requests nothing until clicked', async ({ page }) => {
    const embedRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/test/video-embed') && embedRequests.push(r.url()));
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    const player = page.locator('[data-widget="video"]:not([data-embed])');
    await widgetNear(player);
    await player.getByRole('button', { name: 'Воспроизвести видео' }).click();
    await expect(player).toHaveClass(/wgt-video--playing/);
    await player.getByRole('button', { name: 'Поставить видео на паузу' }).click();
    await expect(player).not.toHaveClass(/wgt-video--playing/);
    expect(embedRequests).toEqual([]);
    const embed = page.locator('[data-widget="video"][data-embed]');
    await widgetNear(embed);
    const box = await embed.boundingBox();
    await embed.locator('[data-video-toggle]').click();
    const frame = embed.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Обзор обновления 3.2');
    await expect(
      page.frameLocator('iframe.wgt-video__frame').getByRole('heading', { name: 'Видеоплеер' }),
    ).toBeVisible();
    // Same size (its position may still be finishing the reveal slide).
    const after = await embed.boundingBox();
    expect([after!.width, after!.height]).toEqual([box!.width, box!.height]);
    expect(embedRequests).toHaveLength(1);
  });

  test('video: Enter on the embed puts the focus in the player, with a visible ring', async ({ page }) => {
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    const embed = page.locator('[data-widget="video"][data-embed]');
    await widgetNear(embed);
    await embed.locator('[data-video-toggle]').focus();
    await page.keyboard.press('Enter');
    const frame = embed.locator('iframe');
    await expect(frame).toBeFocused();
    const ring = await frame.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), offset: parseFloat(s.outlineOffset) };
    });
    // Drawn inside the frame's box: the box clips what sticks out.
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.offset).toBeLessThanOrEqual(-ring.width);
  });

  test('reveal: below-the-fold items fade in as they scroll into view; none hidden under reduced motion', async ({
    page,
  }) => {
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    const grid = page.locator('#news [data-widget="reveal"]');
    await expect(grid).toHaveAttribute('data-widget-state', 'deferred');
    // Scrolled to 100 px above the grid (within the 300 px the deferral looks ahead): it mounts and hides its items.
    const justAbove = () =>
      grid.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - innerHeight - 100));
    await justAbove();
    await expect(grid).toHaveAttribute('data-widget-state', 'ready');
    const news = page.locator('#news .news-card');
    await expect(news.first()).toHaveClass(/wgt-reveal-pending/);
    await page.locator('#news').scrollIntoViewIfNeeded();
    await expect(page.locator('#news .wgt-reveal-pending')).toHaveCount(0, { timeout: 3000 });
    // Nothing outlives motion's animation (its inline end state is taken back, no held effect), so the
    // host's :hover lift still works.
    const card = news.first();
    expect(
      await card.evaluate((el) => [
        (el as HTMLElement).style.opacity,
        (el as HTMLElement).style.transform,
        el.getAnimations().length,
      ]),
    ).toEqual(['', '', 0]);
    await card.hover();
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(1, 0, 0, 1, 0, -3)');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await widgetsSettled(page);
    await justAbove();
    await expect(grid).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.locator('.wgt-reveal-pending')).toHaveCount(0);
  });

  test('connection: offline shows an error notice that stays while offline; online withdraws it, a success for 2 s', async ({
    page,
    context,
    problems,
  }) => {
    problems.expect(/ERR_INTERNET_DISCONNECTED/);
    await noBanner(page);
    await page.clock.install();
    await page.goto('/');
    await widgetsSettled(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await context.setOffline(true);
    await expect(page.getByText('Нет подключения к интернету')).toBeVisible();
    // The player has time to read it: still there after the spec's 2 s.
    await page.clock.runFor(2500);
    await expect(page.getByText('Нет подключения к интернету')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Нет подключения к интернету')).toBeHidden();
    await expect(page.getByText('Соединение восстановлено')).toBeVisible();
    await page.clock.runFor(1999);
    await expect(page.getByText('Соединение восстановлено')).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByText('Соединение восстановлено')).toBeHidden();
  });

  test('logout: one call with the bearer token, token cleared, page reloaded as a visitor', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await noBanner(page);
    await page.goto('/');
    await widgetsSettled(page);
    await page.evaluate(() => localStorage.setItem('user', '{"email":"player@example.com"}'));
    const button = page.locator('.header-actions [data-widget="logout"]');
    await button.dblclick();
    await expect(page.locator('.header-actions').getByRole('link', { name: 'Войти' })).toBeVisible();
    expect(await fx.count('logout')).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');
  });
});
