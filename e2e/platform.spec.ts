import { expect, test, widgetsSettled } from './support/fixtures';

const counter = '.wgt-online[data-total]';

test.describe('platform', () => {
  test('strict CSP home page: config from the JSON block, no policy violations', async ({ page, axe }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto('/?csp=strict');
    expect(response!.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.locator(counter)).toBeVisible();
    await widgetsSettled(page);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await axe();
  });

  test('mount points added after load mount, removed ones unmount', async ({ page, fx }) => {
    await page.goto('/test/late-mount');
    await widgetsSettled(page);
    // The site layout has its own widgets (nav, language, connection); the test is about #slot.
    await expect(page.locator('#slot [data-widget]')).toHaveCount(0);
    await page.click('#add');
    await expect(page.locator(counter)).toBeVisible();
    await page.click('#remove');
    await expect(page.locator('#slot [data-widget]')).toHaveCount(0);
    await page.click('#add');
    await expect(page.locator(counter)).toBeVisible();
    expect(await fx.count('servers-statistic')).toBe(1);
  });

  test('a known page loads its page bundle, one file; a widget added later comes in its own files and shares the runtime', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/auth');
    await widgetsSettled(page);
    expect(scripts).toEqual(['/widgets/widgets.js', expect.stringMatching(/^\/widgets\/ru-\w{8}\/bundle-auth\.js$/)]);
    // Not in the auth bundle: its own files, built against whichever core the page loaded (a second
    // preact would break its hooks, a second session its requests).
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.dataset.widget = 'online-counter';
      document.querySelector('main')!.append(el);
    });
    await expect(page.locator(counter)).toBeVisible();
    expect(scripts.some((path) => /\/online-counter\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(core|bundle-)/.test(path))).toHaveLength(1);
  });

  test('the case page loads the roulette in its bundle; the promo banner below it comes when scrolled near', async ({
    page,
    fx,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await fx.signInAs('verified');
    await page.goto('/cabinet/case?id=11');
    await widgetsSettled(page);
    await expect(page.locator('.wgt-roulette__open')).toBeVisible();
    expect(scripts).toEqual(['/widgets/widgets.js', expect.stringMatching(/^\/widgets\/ru-\w{8}\/bundle-case\.js$/)]);
    await expect(page.locator('.wgt-banner')).toHaveCount(0);
    await page.locator('[data-widget="banner"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.wgt-banner')).toBeVisible();
    expect(scripts.some((path) => /\/banner\.js$/.test(path))).toBe(true);
  });

  test('a page no bundle fits loads the core alone', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/gallery');
    await widgetsSettled(page);
    expect(scripts).toEqual(['/widgets/widgets.js', expect.stringMatching(/^\/widgets\/ru-\w{8}\/core\.js$/)]);
  });

  test('loading the script twice mounts nothing twice', async ({ page, fx }) => {
    const infos: string[] = [];
    page.on('console', (msg) => msg.type() === 'info' && infos.push(msg.text()));
    await page.goto('/test/double-load');
    await expect(page.locator(counter)).toBeVisible();
    await widgetsSettled(page);
    await expect(page.locator('.wgt-online')).toHaveCount(1);
    expect(await fx.count('servers-statistic')).toBe(1);
  });

  test('a widget that throws shows a fallback and logs; the others keep working', async ({ page, problems }) => {
    problems.expect(/^\[widgets\] online-counter#\d: boom/);
    problems.expect(/^\[widgets\] no-such-widget#1: unknown widget "no-such-widget"/);
    // Serve the real counter chunk wrapped so that the instance with data-interval="13" throws while rendering.
    await page.route(/\/widgets\/(ru|uk|en)-\w{8}\/online-counter\.js$/, async (route) => {
      const url = route.request().url();
      await route.fulfill({
        contentType: 'text/javascript',
        body: `import real from '${url}?real';
export default { ...real, Component(props) { if (props.interval === 13) throw new Error('boom'); return real.Component(props); } };`,
      });
    });
    await page.goto('/test/isolation');
    await widgetsSettled(page);
    for (const bad of await page.locator('[data-interval="13"]').all()) {
      await expect(bad).toHaveAttribute('data-widget-state', 'failed');
      await expect(bad.locator('[role="alert"]')).toHaveText('Этот блок не загрузился. Обновите страницу.');
    }
    await expect(page.locator('[data-widget="no-such-widget"] [role="alert"]')).toBeVisible();
    await expect(page.locator(counter)).toHaveCount(1);
    expect(problems.list().some((l) => /online-counter#\d: boom/.test(l))).toBe(true);
  });

  test('a 401 runs the logout procedure (logout call, product keys only) and goes to the sign-in page', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 401/);
    await fx.signInAs('verified');
    await page.goto('/');
    await widgetsSettled(page);
    await page.evaluate(() => localStorage.setItem('user', '{"email":"player@example.com"}'));
    await page.evaluate(() => localStorage.setItem('host-key', 'the host page keeps this'));
    await fx.scenario({ 'servers-statistic': '401' });
    await page.goto('/en/');
    await page.waitForURL('**/en/auth');
    expect((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');
    // The product's keys go, the host's stay (README "Security model").
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['host-key']);
    const stored = (await fx.requests()).filter((r) => r.endpoint === 'auth-store-token');
    expect(stored).toHaveLength(1);
    expect(await fx.count('logout')).toBe(1); // the spec: any 401 calls logout with the bearer token
  });
});
