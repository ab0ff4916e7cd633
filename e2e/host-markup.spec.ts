import type { Page, Request } from '@playwright/test';
import { expect, test, widgetsSettled } from './support/fixtures';
import { EN, en } from './support/locales';

/**
 * The host page's own markup cannot steer the bundle (docs/SECURITY.md, "The host page"): a host renders
 * players' posts beside the widgets through an HTML filter that keeps `id` and `name` (DOMPurify's
 * defaults do), and every id or name lookup would find the player's element. Each case puts the attack in
 * the page's own markup, at the top of its body, on the module build and the classic-script build.
 */
const BUILDS = [
  { name: 'module', query: '' },
  { name: 'IIFE', query: 'build=iife' },
] as const;

const EVIL = 'https://evil.example';

/** An element of a player's post: its tag, attributes and text. */
type Markup = [tag: string, attributes: Record<string, string>, text?: string][];

/**
 * Puts `markup` at the start of the page's body as the parser creates it, before any script of the page
 * runs (a player's post the backend rendered). Built node by node: a strict-CSP page enforces Trusted
 * Types, and a document answered through page.route would lose its loopback address (Chromium then
 * refuses its calls to the fixture API).
 */
async function withHostMarkup(page: Page, markup: Markup) {
  await page.addInitScript((elements) => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      const nodes = elements.map(([tag, attributes, text]) => {
        const el = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
        if (text) el.textContent = text;
        return el;
      });
      document.body.prepend(...nodes);
    });
    observer.observe(document, { childList: true, subtree: true });
  }, markup);
}

/** Every request to the attacker's origin, answered with nothing. */
async function evilRequests(page: Page) {
  const seen: Request[] = [];
  await page.route(`${EVIL}/**`, (route) => {
    seen.push(route.request());
    return route.abort();
  });
  return seen;
}

const withQuery = (path: string, ...parts: string[]) => {
  const query = parts.filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
};

for (const build of BUILDS) {
  test.describe(`host markup, ${build.name} build`, () => {
    for (const csp of ['', 'csp=strict']) {
      test(`an element with id="widgets-config" in a post is not the config${csp ? ' (strict CSP host)' : ''}`, async ({
        page,
        problems,
      }) => {
        problems.expect(/Failed to load resource/);
        const evil = await evilRequests(page);
        const calls: string[] = [];
        page.on('request', (r) => r.resourceType() === 'fetch' && calls.push(r.url()));
        await withHostMarkup(page, [
          ['p', { id: 'widgets-config' }, `{"apiUrl":"${EVIL}","apiToken":"tok-attacker","locale":"ru"}`],
        ]);
        await page.goto(withQuery(en('/'), build.query, csp));
        await widgetsSettled(page);
        const counter = page.locator('[data-widget="online-counter"]').first();
        await expect(counter).toHaveAttribute('data-widget-state', 'ready');
        // The counter's request may still be on its way once it is ready (a busy machine): wait for it.
        await expect.poll(() => calls.some((url) => url.endsWith('/api/v1/servers-statistic'))).toBe(true);
        expect(calls.filter((url) => url.startsWith(EVIL))).toEqual([]);
        expect(evil.map((r) => r.url())).toEqual([]);
        // The page stays in its own locale: the language menu names English, not Russian.
        await expect(page.locator('[data-widget="language"] .lang-button')).toContainText('EN');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(EN);
        await expect(page.locator('[data-widget="online-counter"]').first()).not.toContainText(/онлайн/i);
      });
    }

    test('<img name="currentScript"> does not move the widgets\u2019 stylesheets', async ({ page, problems }) => {
      problems.expect(/Failed to load resource/);
      const evil = await evilRequests(page);
      const sheets: string[] = [];
      page.on('request', (r) => r.resourceType() === 'stylesheet' && sheets.push(r.url()));
      await withHostMarkup(page, [['img', { name: 'currentScript', src: `${EVIL}/skin/`, alt: '' }]]);
      await page.goto(withQuery(en('/donate'), build.query));
      await widgetsSettled(page);
      await expect(page.locator('[data-widget="donate"]')).toHaveAttribute('data-widget-state', 'ready');
      expect(evil.filter((r) => r.resourceType() !== 'image').map((r) => r.url())).toEqual([]);
      const origin = new URL(page.url()).origin;
      const widgetSheets = sheets.filter((url) => /\/widgets\//.test(url) && !url.endsWith('/widgets.css'));
      expect(widgetSheets.length).toBeGreaterThan(0);
      expect(widgetSheets.filter((url) => !url.startsWith(`${origin}/widgets/`))).toEqual([]);
    });

    test('<h3 id="Widgets"> is not an earlier copy of the bundle', async ({ page }) => {
      await withHostMarkup(page, [
        ['h3', { id: 'Widgets' }, 'Widgets I like'],
        ['form', { name: 'Widgets' }],
      ]);
      await page.goto(withQuery(en('/'), build.query));
      await widgetsSettled(page);
      const states = await page
        .locator('[data-widget]:not([data-widget-defer])')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-widget-state')));
      expect(states.length).toBeGreaterThan(3);
      expect(states.filter((s) => s !== 'ready')).toEqual([]);
      expect(await page.evaluate(() => typeof (window as { Widgets?: { version?: unknown } }).Widgets?.version)).toBe(
        'string',
      );
    });
  });
}

/**
 * A document lets a named `<img>`, `<form>`, `<iframe>`, `<embed>` or `<object>` shadow its own built-ins
 * (`document.querySelector` becomes the element): a post that names one must not switch the widgets off,
 * the bundle's own reads and preact's (or React DOM's) `createElement`/`createTextNode` included.
 */
const SHADOWING: Markup = [
  ...['querySelector', 'querySelectorAll', 'createElement', 'createTextNode', 'head', 'body', 'cookie'].map(
    (name): Markup[number] => ['img', { name, alt: '' }],
  ),
  ['form', { name: 'defaultView' }],
  ['embed', { name: 'activeElement' }],
  ['object', { name: 'addEventListener' }],
  ['img', { id: 'readyState', name: 'documentElement', alt: '' }],
  // An <iframe> is in tests/shared/runtime/host-page.test.tsx: one built in by an init script closes
  // Chromium's page under Playwright, whatever its name.
];

/** Each mount point's state, read through the built-ins a named element cannot shadow. */
const states = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const all = Document.prototype.querySelectorAll.call(document, sel);
    return [...all].map((el) => (el as HTMLElement).dataset.widgetState ?? '');
  }, selector);

for (const build of [...BUILDS, { name: 'React flavor', query: 'flavor=react' }]) {
  test.describe(`a post shadowing document built-ins, ${build.name}`, () => {
    for (const path of ['/', '/donate', '/cabinet']) {
      test(`${path}: every widget still comes to life`, async ({ page, fx }) => {
        if (path === '/cabinet') await fx.signInAs('verified');
        await withHostMarkup(page, SHADOWING);
        await page.goto(withQuery(en(path), build.query), { waitUntil: 'commit' });
        await expect
          .poll(() => states(page, '[data-widget]:not([data-widget-defer])'), { timeout: 15_000 })
          .toEqual(expect.arrayContaining(['ready']));
        await expect.poll(() => states(page, '[data-widget]:not([data-widget-defer])')).not.toContain('loading');
        expect((await states(page, '[data-widget]:not([data-widget-defer])')).filter((s) => s !== 'ready')).toEqual([]);
        // The widgets' stylesheets and notices land in the page's head and body, not in a post's element.
        const inPost = await page
          .locator('body > img, body > form, body > object')
          .evaluateAll((els) => els.reduce((n, el) => n + el.childNodes.length, 0));
        expect(inPost).toBe(0);
      });
    }

    test('a 401 still ends the session: the token cookie goes', async ({ page, fx, problems }) => {
      problems.expect(/status of 401/);
      await fx.signInAs('verified');
      await fx.scenario({ 'servers-statistic': '401' });
      await withHostMarkup(page, SHADOWING);
      await page.goto(withQuery(en('/'), build.query), { waitUntil: 'commit' });
      await page.waitForURL('**/en/auth**');
      expect((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');
    });
  });
}
