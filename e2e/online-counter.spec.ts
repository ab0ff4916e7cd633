import pkg from '../package.json' with { type: 'json' };
import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

const counter = '[data-widget="online-counter"] .wgt-online';

test.describe('online counter on the home page', () => {
  test('shows the sum of every server, with one request, no console errors and no axe violations @phone', async ({
    page,
    fx,
    axe,
  }) => {
    await page.goto('/');
    await expect(page.locator(counter)).toHaveAttribute('data-total', /^\d+$/);
    const total = Number(await page.locator(counter).getAttribute('data-total'));
    expect(total).toBeGreaterThan(100);
    expect((await page.locator(counter).textContent())!.replace(/\D/g, '')).toBe(String(total));
    expect(await fx.count('servers-statistic')).toBe(1);
    await axe();
  });

  test('formats the number for the locale', async ({ page }) => {
    await page.goto(en('/'));
    await expect(page.locator(counter)).toHaveText(/^\d{1,3}(,\d{3})*$/);
    await page.goto('/');
    await expect(page.locator(counter)).toHaveText(/^\d{1,3}(\s\d{3})*$/);
  });

  test('refreshes on its interval and keeps the last figure, marked stale, when a refresh fails', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 500/);
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator(counter)).toHaveAttribute('data-total', /\d+/);
    const first = await page.locator(counter).getAttribute('data-total');
    await fx.scenario({ 'servers-statistic': '500' });
    await page.clock.runFor(60_000);
    await expect(page.locator(`${counter}.wgt-online--stale`)).toHaveAttribute('data-total', first!);
    expect(await fx.count('servers-statistic')).toBe(2);
    await fx.scenario({ 'servers-statistic': '' });
    await page.clock.runFor(60_000);
    await expect(page.locator(`${counter}:not(.wgt-online--stale)`)).toBeVisible();
  });

  for (const kind of ['500', '429', 'malformed', 'offline'] as const) {
    test(`shows "no data" instead of 0 when the first request fails (${kind})`, async ({ page, fx, problems }) => {
      problems.expect(/Failed to load resource|net::ERR_/);
      await fx.scenario({ 'servers-statistic': kind });
      await page.goto('/');
      await expect(page.locator(`${counter}.wgt-online--error`)).toHaveText('—Нет данных');
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('runs on the IIFE build and on the React flavor', async ({ page }) => {
    for (const query of ['?build=iife', '?flavor=react']) {
      await page.goto(`/${query}`);
      await expect(page.locator(counter)).toHaveAttribute('data-total', /^\d+$/);
    }
  });

  test('the host API and DOM events work', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      document.addEventListener('widgets:runtime:ready', (e) =>
        w.seen.push(`ready:${(e as CustomEvent<{ count: number }>).detail.count}`),
      );
      document.addEventListener('widgets:widget:mounted', (e) =>
        w.seen.push(`mounted:${(e as CustomEvent<{ id: string }>).detail.id}`),
      );
    });
    await page.goto('/');
    await widgetsSettled(page);
    // The home page mounts the marketing widgets too: the counter is one of them, and ready comes after
    // them all; only a deferred one (data-widget-defer: reveal, video, awards) may mount after it, when it nears the view.
    const points = await page.locator('[data-widget]').count();
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    await expect.poll(seen).toContain(`ready:${points}`);
    const afterReady = (await seen()).slice((await seen()).indexOf(`ready:${points}`) + 1);
    expect(afterReady.filter((s) => !/^mounted:(reveal|video|awards)#\d+$/.test(s))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain(
      'mounted:online-counter#1',
    );
    const echoed = await page.evaluate(() => {
      const w = window as unknown as {
        Widgets: {
          on(e: string, fn: (p: unknown) => void): () => void;
          emit(e: string, p: unknown): void;
          version: string;
        };
      };
      const got: unknown[] = [];
      const off = w.Widgets.on('coins:changed', (p) => got.push(p));
      w.Widgets.emit('coins:changed', { premiumCoins: 9 });
      off();
      w.Widgets.emit('coins:changed', { premiumCoins: 10 });
      return { got, version: w.Widgets.version };
    });
    expect(echoed).toEqual({ got: [{ premiumCoins: 9 }], version: pkg.version });
  });
});
