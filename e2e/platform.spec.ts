import type { Page } from '@playwright/test';
import { expect, test, widgetsSettled } from './support/fixtures';
import { serveSigned } from './support/resign';
import { en } from './support/locales';
import { DEFAULT_LOCALE } from '../shared/i18n/locales';

/** The auth widget's file in the default locale's build (the page at /auth). */
const AUTH_FILE = new RegExp(`/${DEFAULT_LOCALE}/auth-\\w+\\.js`);

const counter = '.wgt-online[data-total]';

/** The core's files in the default locale, as the loader carries them (build.mjs writes them in). */
async function coreFiles(page: Page): Promise<string[]> {
  const loader = await (await page.request.get('/widgets/widgets.js')).text();
  const carried = new RegExp(`\\["(${DEFAULT_LOCALE}/[\\w-]+\\.js)","[\\w+/=]{44}"\\]`, 'g');
  return [...loader.matchAll(carried)].map((m) => `/widgets/${m[1]!}`);
}

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

  test("a page's scripts come in one wave the loader requests, each with its integrity; a widget added later brings its own files", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/auth');
    await widgetsSettled(page);
    const preloads = () =>
      page.$$eval('link[rel="modulepreload"]', (links) =>
        links.map((l) => [new URL((l as HTMLLinkElement).href).pathname, (l as HTMLLinkElement).integrity] as const),
      );
    const wave = new Map(await preloads());
    // Every script but the loader was asked for by the loader, with its hash, before anything imported it.
    expect(scripts[0]).toBe('/widgets/widgets.js');
    for (const path of scripts.slice(1)) expect(wave.get(path), path).toMatch(/^sha256-[\w+/]{43}=$/);
    expect(scripts.filter((path) => AUTH_FILE.test(path))).toHaveLength(1);
    expect(new Set(scripts).size).toBe(scripts.length);
    // Not on the page before: its own files only (a second preact would break its hooks, a second session
    // its requests), again each with its hash.
    const before = scripts.length;
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.dataset.widget = 'online-counter';
      document.querySelector('main')!.append(el);
    });
    await expect(page.locator(counter)).toBeVisible();
    const later = new Map(await preloads());
    expect(scripts.slice(before).some((path) => /\/online-counter-\w+\.js$/.test(path))).toBe(true);
    for (const path of scripts.slice(before)) expect(later.get(path), path).toMatch(/^sha256-/);
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  test('a file that does not match its hash is refused, and the page says so in the console', async ({
    page,
    problems,
  }) => {
    await page.route(AUTH_FILE, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.tampered = true;` });
    });
    problems.expect(/does not match its integrity hash/);
    problems.expect(/auth|Failed to fetch|integrity/);
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto('/auth');
    await widgetsSettled(page);
    expect(
      errors.some(
        (line) => AUTH_FILE.test(line) && /\.js did not load or does not match its integrity hash/.test(line),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
    await expect(page.locator('.wgt-auth')).toHaveCount(0);
  });

  test('a lazy part that does not match its hash is refused: its view fails with Retry, nothing of it runs', async ({
    page,
    problems,
  }) => {
    problems.expect(/does not match its integrity hash/);
    problems.expect(/loading the goods tab failed|integrity/);
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto('/donate');
    await widgetsSettled(page);
    // Every script asked for from now on is a lazy part's: each comes back with a line added.
    const tampered: string[] = [];
    await page.route(/\/widgets\/\w+\/chunk-\w+\.js$/, async (route) => {
      tampered.push(new URL(route.request().url()).pathname);
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.tampered = true;` });
    });
    await page.locator('[role="tab"][id$="-tab-goods"]').click();
    const panel = page.locator('.wgt-donate [role="tabpanel"]');
    await expect(panel.getByRole('button', { name: 'Повторить' })).toBeVisible();
    // The loader names what it refused (which tampered file comes first varies: on a busy machine another
    // lazy request can go out before the tab's).
    const refused = (path: string) => errors.some((line) => line.includes(`${path} did not load or does not match`));
    await expect.poll(() => tampered.filter(refused).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
  });

  test("the core's files and the page's widgets' go out at boot, in one wave, with no manifest to wait for", async ({
    page,
  }) => {
    const core = await coreFiles(page);
    expect(core).toHaveLength(new Set(core).size);
    expect(core[0]).toMatch(/\/core-\w+\.js$/);
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/widgets/')) asked.push(path);
    });
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Every file the loader asks for held back (the page's own widgets.js and widgets.css are not): what it
    // asks for before any answer is what it asks for at boot.
    await page.route(/\/widgets\/\w+\/[\w-]+\.(js|css)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => asked.filter((path) => AUTH_FILE.test(path))).toHaveLength(1);
    expect(core.filter((file) => asked.includes(file))).toEqual(core);
    expect(asked.indexOf(core[0]!)).toBeLessThan(asked.findIndex((path) => AUTH_FILE.test(path)));
    expect(asked.filter((path) => path.endsWith('.json'))).toEqual([]);
    answer();
    await widgetsSettled(page);
    await expect(page.locator('.wgt-auth').first()).toBeVisible();
    expect(new Set(asked).size).toBe(asked.length);
  });

  test('a core file that does not match its hash is refused and nothing of the core runs', async ({
    page,
    problems,
  }) => {
    const [, chunk] = await coreFiles(page);
    await page.route(
      (url) => url.pathname === chunk,
      async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, body: `${await original.text()}\nwindow.tampered = true;` });
      },
    );
    problems.expect(/does not match its integrity hash/);
    problems.expect(/runtime failed to start|integrity/);
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto('/auth');
    await expect.poll(() => errors.some((line) => line.includes('runtime failed to start'))).toBe(true);
    expect(errors).toContainEqual(
      expect.stringContaining(`${chunk!} did not load or does not match its integrity hash`),
    );
    expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined();
    await expect(page.locator('[data-widget-state="ready"]')).toHaveCount(0);
  });

  for (const build of ['', '?build=iife']) {
    test(`a stylesheet that does not match its hash is refused${build ? ' (classic script)' : ''}`, async ({
      page,
      problems,
    }) => {
      await page.route(/\/widgets\/css\/auth-\w+\.css$/, async (route) => {
        const original = await route.fetch();
        const body = `${await original.text()}\n.wgt-auth{outline:9px solid red}`;
        await route.fulfill({ response: original, body });
      });
      problems.expect(/a stylesheet did not load: .*\/css\/auth-\w+\.css/);
      problems.expect(/integrity|auth-\w+\.css/);
      await page.goto(`/auth${build}`);
      await widgetsSettled(page);
      // Refused, so the widget renders unstyled rather than with the tampered rules.
      await expect(page.locator('.wgt-auth').first()).toBeVisible();
      expect(
        await page
          .locator('.wgt-auth')
          .first()
          .evaluate((el) => getComputedStyle(el).outlineWidth),
      ).not.toBe('9px');
      const sheet = page.locator('link[rel="stylesheet"][href*="/css/auth-"]');
      await expect(sheet).toHaveAttribute('integrity', /^sha256-[\w+/]{43}=$/);
    });
  }

  test('the case page loads the roulette at once; the promo banner below it comes when scrolled near', async ({
    page,
    fx,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await fx.signInAs('verified');
    await page.goto('/cabinet/case?id=11');
    await widgetsSettled(page);
    await expect(page.locator('.wgt-roulette__open')).toBeVisible();
    expect(scripts.some((path) => /\/roulette-\w+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/banner-\w+\.js$/.test(path))).toBe(false);
    await expect(page.locator('.wgt-banner')).toHaveCount(0);
    await page.locator('[data-widget="banner"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.wgt-banner')).toBeVisible();
    expect(scripts.some((path) => /\/banner-\w+\.js$/.test(path))).toBe(true);
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
    await serveSigned(
      page,
      /^online-counter-\w+\.js$/,
      (url) => `import real from '${url}?real';
export default { ...real, Component(props) { if (props.interval === 13) throw new Error('boom'); return real.Component(props); } };`,
    );
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
    // Off our pages first: the online counter polls, and a poll of this page answered 401 would log out once
    // more than the page under test (seen on a busy machine: two token calls a second apart).
    await page.goto('about:blank');
    await fx.scenario({ 'servers-statistic': '401' });
    await page.goto(en('/'));
    await page.waitForURL('**/en/auth');
    expect((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');
    // The product's keys go, the host's stay (README "Security model").
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['host-key']);
    const stored = (await fx.requests()).filter((r) => r.endpoint === 'auth-store-token');
    expect(stored).toHaveLength(1);
    expect(await fx.count('logout')).toBe(1); // the spec: any 401 calls logout with the bearer token
  });
});
