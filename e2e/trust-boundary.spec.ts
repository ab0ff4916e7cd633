import type { Page } from '@playwright/test';
import { fillSignIn, open, widget } from './support/auth';
import { armCanary, pickSanitizer, rewriteApi, SANITIZERS } from './support/hostile';
import { expect, openPromos, test, widgetsSettled } from './support/fixtures';
import { payButton } from './support/donate';
import { en } from './support/locales';

/**
 * The trust boundary (README "Security model"): addresses from the API, markup and the address bar go
 * through the one URL policy (shared/runtime/safe-url.ts); nothing runs script, leaves the site or breaks
 * a widget. Each test runs on the normal page and under ?csp=strict.
 */
const MODES = ['', '?csp=strict'] as const;
const modeName = (q: string) => (q ? 'strict CSP' : 'normal page');

const PAYMENT_VECTORS = [
  'javascript:__xss(1)',
  ' JaVaScRiPt:__xss(2)',
  'java\tscript:__xss(3)',
  '\u0001javascript:__xss(4)',
  'data:text/html,<script>opener.__xss(5)</script>',
  '//evil.example/pay',
  'vbscript:msgbox(7)',
  // Dot segments and doubled slashes: same-origin to `new URL`, protocol-relative as a path.
  '/.//evil.example/pay',
  '/..//evil.example/pay',
  '/%2e%2e//evil.example/pay',
  '/./\\evil.example/pay',
  'ORIGIN//evil.example/pay',
];

for (const q of MODES) {
  test.describe(`trust boundary, ${modeName(q)}`, () => {
    test('the payment redirect follows only https or loopback addresses; the rest show the payment error', async ({
      page,
      problems,
    }) => {
      test.slow();
      const canary = await armCanary(page);
      const warnings: string[] = [];
      page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
      problems.expect(/Failed to load resource/); // the fixture may refuse a repeated order
      await page.goto(en(`/donate${q}`));
      await page.getByLabel('E-mail').fill('buyer@example.com');
      await payButton(page).click();
      await expect(page).toHaveURL(/verification-payment/);
      await page.getByRole('checkbox', { name: /terms of service/ }).check();
      const here = page.url();
      // The client route to the verification page is the one navigation so far.
      const before = await canary.fired();
      let answered = async () => {};
      for (const url of PAYMENT_VECTORS) {
        await answered(); // one answer at a time: each vector's own
        const order = { data: { url: url.replace('ORIGIN', new URL(here).origin) } };
        answered = await rewriteApi(page, /\/api\/donate\/order$/, () => order, 'POST');
        warnings.length = 0;
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.locator('.wgt-donate__alert')).toHaveText(/An error occurred during payment/);
        await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
        expect(page.url(), url).toBe(here);
        expect(
          warnings.filter((w) => w.includes('url: refused navigate')),
          url,
        ).toHaveLength(1);
      }
      expect(await canary.fired()).toEqual(before);
    });

    test('banner addresses with dot segments or doubled slashes stay on the site: no //host link, no foreign thumbnail', async ({
      page,
    }) => {
      const foreign: string[] = [];
      page.on('request', (r) => new URL(r.url()).hostname === 'evil.example' && foreign.push(r.url()));
      await page.route(/evil\.example/, (route) => route.abort());
      const cases = [
        ['/.//evil.example/phish', '/..//evil.example/t.png'],
        ['/%2e%2e//evil.example/phish', '/./\\evil.example/t.png'],
        ['ORIGIN//evil.example/phish', 'ORIGIN/.//evil.example/t.png'],
      ];
      let rewritten = async () => {};
      for (const [btnLink, thumbnail] of cases) {
        await rewritten(); // one rewrite at a time: each case's own
        rewritten = await rewriteApi(page, /\/api\/v1\/banner$/, (body) => {
          const data = body.data as { banners: Record<string, unknown>[] };
          const base = data.banners.find(
            (b) => b.isAllowWebsite && !b.isLimited && Date.parse(String(b.expiredAt)) > Date.now() + 86_400_000,
          )!;
          const origin = new URL(page.url()).origin;
          const at = (v: string) => v.replace('ORIGIN', origin);
          return { ...body, data: { banners: [{ ...base, btnLink: at(btnLink!), thumbnail: at(thumbnail!) }] } };
        });
        await page.goto(en(`/${q}`));
        await widgetsSettled(page);
        await openPromos(page);
        const banner = page.locator('[data-widget="banner"]');
        await expect(banner.locator('.wgt-banner__card')).toBeVisible();
        const hrefs = await banner.locator('[href]').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
        const srcs = await banner.locator('[src]').evaluateAll((els) => els.map((el) => el.getAttribute('src')!));
        for (const address of [...hrefs, ...srcs]) {
          expect(address, btnLink).not.toMatch(/^[/\\]{2}/);
          expect(new URL(address, page.url()).origin, btnLink).toBe(new URL(page.url()).origin);
        }
      }
      expect(foreign).toEqual([]);
    });

    test('malformed hashes and queries fall back to the default tab or state (donate, cabinet)', async ({
      page,
      fx,
    }) => {
      for (const hash of ['#%', '#%E0%A4%A', '#%zz', '#no-such-tab']) {
        await page.goto(en(`/donate${q}${hash}`));
        await expect(page.getByRole('tab', { name: 'One Coins' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('[data-widget="donate"]')).toHaveAttribute('data-widget-state', 'ready');
      }
      await page.goto(en(`/donate/fail${q ? `${q}&` : '?'}message=%&order=%zz`));
      await expect(page.locator('[data-widget="donate"]')).toHaveAttribute('data-widget-state', 'ready');
      await fx.signInAs('verified');
      for (const hash of ['#%', '#%E0%A4%A', '#no-such-tab']) {
        await page.goto(en(`/cabinet${q}${hash}`));
        await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('[data-widget="cabinet"]')).toHaveAttribute('data-widget-state', 'ready');
      }
    });

    for (const sanitizer of SANITIZERS) {
      test(`sanitized markup is inert (${sanitizer.name}): data-widget gadgets in a banner mount nothing, clicks run nothing`, async ({
        page,
        fx,
        problems,
      }) => {
        problems.expect(/Failed to load resource/);
        const log = await pickSanitizer(page, sanitizer);
        const canary = await armCanary(page);
        const gadgets = [
          '<div data-widget="video" data-embed="javascript:__xss(1)"><b data-video-toggle>play one</b></div>',
          `<div data-widget="video" data-props='{"embed":"javascript:__xss(2)"}'><b data-video-toggle>play two</b></div>`,
          '<div data-widget="logout"><b>logout three</b></div>',
          '<div data-widget="auth">auth four</div>',
          '<div data-widget="online-counter" data-interval="0.001">counter five</div>',
        ].join('');
        await rewriteApi(page, /\/api\/v1\/banner$/, (body) => {
          const data = body.data as { banners: Record<string, unknown>[] };
          const base = data.banners.find(
            (b) => b.isAllowWebsite && !b.isLimited && Date.parse(String(b.expiredAt)) > Date.now() + 86_400_000,
          )!;
          return { ...body, data: { banners: [{ ...base, description: gadgets }] } };
        });
        await page.goto(en(`/${q}`));
        await widgetsSettled(page);
        await openPromos(page);
        const banner = page.locator('[data-widget="banner"]');
        await expect(banner.getByText('play one')).toBeVisible();
        const counterCalls = await fx.count('servers-statistic');
        for (const text of ['play one', 'play two', 'logout three']) await banner.getByText(text).click();
        await page.waitForTimeout(500);
        const inside = await banner
          .locator('[data-wgt-inert] *')
          .evaluateAll((nodes) =>
            nodes.flatMap((n) => [...n.attributes].map((a) => a.name)).filter((name) => name.startsWith('data-')),
          );
        expect(inside).toEqual([]);
        await expect(banner.locator('iframe, form, input, .wgt-fallback')).toHaveCount(0);
        expect(await fx.count('servers-statistic')).toBe(counterCalls);
        expect(await fx.count('logout')).toBe(0);
        expect(await canary.fired()).toEqual([]);
        expect(await log.purifyFetched(), 'DOMPurify fetched').toBe(sanitizer.fallback);
      });
    }
  });
}

/**
 * A 401 on a call without a token is "the server said no" (a credentials error, docs/widgets/auth.md), not a logout.
 */
const UNAUTHORIZED_FORMS = [
  {
    name: 'sign-in',
    endpoint: 'login',
    setup: async (page: Page) => {
      await open(page);
      await fillSignIn(page, { identity: 'player', password: 'password123' });
    },
    button: 'Sign in',
    message: 'Invalid credentials',
    kept: [['E-mail or login', 'player'] as const, ['Password', 'password123'] as const],
  },
  {
    name: 'sign-up',
    endpoint: 'register',
    setup: async (page: Page) => {
      await open(page, en('/auth?register'));
      const f = widget(page);
      await f.getByLabel('Server').selectOption('two');
      await f.getByLabel('Login').fill('newhero');
      await f.getByLabel('E-mail').fill('newhero@example.com');
      await f.getByLabel('Password', { exact: true }).fill('secret-pass');
      await f.getByLabel('Confirm password').fill('secret-pass');
    },
    button: 'Sign up',
    message: /./,
    kept: [['Login', 'newhero'] as const, ['E-mail', 'newhero@example.com'] as const],
  },
  {
    name: 'reset request',
    endpoint: 'reset-password',
    setup: async (page: Page) => {
      await open(page);
      await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
      await widget(page).getByLabel('Server').selectOption('one');
      await widget(page).getByLabel('E-mail').fill('player@example.com');
    },
    button: 'Reset password',
    message: 'Invalid email entered',
    kept: [['E-mail', 'player@example.com'] as const],
  },
];

for (const form of UNAUTHORIZED_FORMS) {
  test(`a 401 answer to ${form.name} shows its message, keeps the input and logs nobody out`, async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 401/);
    await fx.scenario({ [form.endpoint]: '401' });
    await form.setup(page);
    const url = page.url();
    await widget(page).getByRole('button', { name: form.button }).click();
    await expect(widget(page).getByRole('alert')).toHaveText(form.message);
    for (const [label, value] of form.kept)
      await expect(widget(page).getByLabel(label, { exact: true })).toHaveValue(value);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(await fx.count('auth-store-token')).toBe(0);
    expect(await fx.count(form.endpoint)).toBe(1);
  });
}

/** Every `name`/`title` string in an API answer replaced by `text` (deep). */
function mangle(value: unknown, text: string): unknown {
  if (Array.isArray(value)) return value.map((v) => mangle(v, text));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        /^(name|title)$/.test(k) && typeof v === 'string' ? text : mangle(v, text),
      ]),
    );
  return value;
}

const LONG = `\u202E${'W'.repeat(6000)}`;
const API_TEXT = /\/api\/(donate-data|v1\/goods|one-rp\/cases|v1\/cases\/user|v1\/coupons\/user)$/;

for (const width of [375, 1280]) {
  test(`long unbroken API names wrap inside their cards at ${width} px and are bidi-isolated`, async ({ page, fx }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await fx.signInAs('verified');
    await rewriteApi(page, API_TEXT, (body) => mangle(body, LONG));
    for (const path of [en('/donate'), en('/donate#goods'), en('/donate#cases'), en('/cabinet#inventory')]) {
      await page.goto(path);
      await widgetsSettled(page);
      await expect(page.getByText(LONG).first()).toBeVisible();
      const layout = await page.evaluate(
        (marker) => {
          const texts: Element[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode())
            if (n.textContent?.includes(marker) && n.parentElement) texts.push(n.parentElement);
          // An <option> is text only and its own paragraph: nothing in it can flip the text around it;
          // visually hidden labels are not laid out for the eye.
          const isolated = (el: Element) =>
            el.closest('bdi, option, .wgt-visually-hidden') !== null ||
            /isolate|plaintext/.test(getComputedStyle(el).unicodeBidi);
          return {
            pageWidth: document.documentElement.scrollWidth,
            viewport: innerWidth,
            names: texts.length,
            notIsolated: texts.filter((el) => !isolated(el)).map((el) => el.outerHTML.slice(0, 80)),
          };
        },
        LONG.slice(0, 20),
      );
      expect(layout.names, path).toBeGreaterThan(0);
      expect(layout.pageWidth, path).toBeLessThanOrEqual(layout.viewport);
      expect(layout.notIsolated, path).toEqual([]);
    }
  });
}

test('numeric fields show exactly the digits that will be sent, after each keystroke and paste', async ({ page }) => {
  await page.goto(en('/donate'));
  const amount = page.getByLabel('Amount of coins', { exact: true });
  await expect(amount).toHaveValue('100');
  const typed: [string, string][] = [
    ['٣', '3'],
    ['٤', '34'],
    ['x', '34'],
    ['٥', '345'],
  ];
  await amount.fill('');
  for (const [key, shown] of typed) {
    await amount.pressSequentially(key);
    await expect(amount).toHaveValue(shown);
  }
  const pasted: [string, string][] = [
    ['4a5b0', '450'],
    ['NaN', ''],
    ['٣٤٥', '345'],
  ];
  for (const [text, shown] of pasted) {
    await amount.fill(text);
    await expect(amount).toHaveValue(shown);
  }
  await page.getByLabel('E-mail').fill('buyer@example.com');
  await payButton(page).click();
  await expect(page).toHaveURL(/verification-payment/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('product') ?? 'null').amount)).toBe(345);

  await page.goto(en('/donate#goods'));
  const qty = page.getByRole('textbox', { name: /^Quantity:/ }).first();
  await expect(qty).toHaveValue('1');
  await qty.fill('');
  const keys: [string, string][] = [
    ['١', '1'],
    ['z', '1'],
    ['٢', '12'],
  ];
  for (const [key, shown] of keys) {
    await qty.pressSequentially(key);
    await expect(qty).toHaveValue(shown);
  }
});

for (const build of ['', '?build=iife']) {
  test(`data-widget="constructor", "__proto__" and "toString" fail alone; every other widget mounts (${build || 'ESM'})`, async ({
    page,
    problems,
  }) => {
    problems.expect(/unknown widget "(constructor|__proto__|toString)"/);
    const names = ['constructor', '__proto__', 'toString'];
    // Mount points present at load (added while the page parses, before the loader runs), as a host
    // page could carry them.
    await page.addInitScript((list) => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        observer.disconnect();
        for (const name of list) {
          const div = document.createElement('div');
          div.setAttribute('data-widget', name);
          document.body.append(div);
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, names);
    await page.goto(en(`/${build}`));
    await widgetsSettled(page);
    const states = await page
      .locator('[data-widget]')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('data-widget'), el.getAttribute('data-widget-state')]));
    expect(states.filter(([name]) => names.includes(name!))).toEqual(names.map((n) => [n, 'failed']));
    const others = states.filter(([name]) => !names.includes(name!));
    expect(others.length).toBeGreaterThan(3);
    expect(others.filter(([, state]) => state === 'failed')).toEqual([]);
  });
}
