import type { Page } from '@playwright/test';
import { expect, openPromos, test, widgetsSettled } from './support/fixtures';
import { NO_SANITIZER_API, pickSanitizer, rewriteApi, SANITIZERS } from './support/hostile';
import { en } from './support/locales';

/**
 * The two sanitizer paths (shared/ui/sanitize.ts): Chromium's HTML Sanitizer API, and DOMPurify where a
 * browser has none (forced by deleting `Element.prototype.setHTML`). They render real markup the same way;
 * DOMPurify's chunk is fetched only on the fallback and only where markup is shown; views that show markup
 * appear whole even when DOMPurify arrives late. The XSS corpus runs on both paths in e2e/xss.spec.ts.
 */

/** Markup like the server sends, and the corners of the policy: what is kept, unwrapped or dropped. */
const SAMPLES = [
  '<p><strong>Весенний кейс</strong></p><p>Легендарный транспорт с шансом <strong>x2</strong> до конца акции.</p>',
  '<p>Twenty <em>Gold</em> cases at once.</p><img src="/img/goods/gold.svg?hue=40" alt="" width="24" height="24">',
  '<h3 id="offer-title">Offer</h3><ul><li>one</li><li><a href="https://example.com/rules?a=1&amp;b=2" title="Rules">rules</a></li></ul><ol start="2" reversed><li>two</li></ol>',
  '<a href="/donate#cases" target="_blank" rel="opener">new tab</a> <a href="mailto:help@example.com">mail</a> <a href="tel:+100">call</a> <a href="#top">top</a>',
  '<table><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">Car</td></tr></tbody></table>',
  '<p class="note" style="color:red" data-tab="x" aria-label="note" dir="rtl" lang="ar" title="t">styled</p>',
  '<button>Buy</button><form action="/x"><b>in a form</b><input name="q"></form><select><option>one</option></select><textarea>text</textarea><style>p{color:red}</style>',
  '<blockquote cite="https://example.com/">q</blockquote><pre><code>x = 1</code></pre><details open><summary>more</summary>inside</details><br><hr><small>s</small><sub>2</sub><sup>3</sup><mark>m</mark><s>old</s><u>u</u><abbr title="abbr">a</abbr><time datetime="2025-05-10">May</time>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel"><img srcset="/img/goods/gold.svg?hue=1 1x, /img/goods/gold.svg?hue=2 2x" src="/img/goods/gold.svg?hue=3" alt="gold" loading="lazy">',
  '<p id="location">clobbers document.location</p><img name="cookie" alt="c"><span id="fine-id">fine</span>',
  '<!-- a comment --><p>after a comment</p><svg><circle r="1"></circle></svg><math><mi>x</mi></math>',
  // The bundle's own classes and ids that name globals: a full-viewport cover, a clobbered bot-check.
  '<div class="wgt-modal note WGT-backdrop wgt-btn"><a class="wgt-btn wgt-btn--primary" href="https://example.com/login">login</a></div><img id="grecaptcha" name="grecaptcha" alt="g"><p id="widgets-config">{}</p><i id="user-content-x">x</i>',
  '<a href="data:text/html,x">data link</a><a href="vbscript:x">vb</a><a href="//example.com/x">protocol-relative</a><video src="data:video/webm;base64,AA" controls></video>',
  // What leaves the flow or covers the page: a native dialog in the top layer, a popover, an
  // invoker command aimed at the host's elements, moving text, a 4000 px table.
  '<dialog open><table width="4000" height="4000"><tbody><tr><td height="4000"><h2>Session expired</h2><a href="https://evil.example/login">Sign in again</a></td></tr></tbody></table></dialog><div popover="manual" id="pop">popped</div><p popovertarget="pop" popovertargetaction="show" commandfor="site-menu" command="show-modal">invoke</p><marquee>moving</marquee><blink>blinking</blink>',
];

/** The descriptions of the goods rows, one sample each, as the page renders them. */
async function renderedSamples(page: Page) {
  await rewriteApi(page, /\/api\/v1\/goods$/, (body) => {
    const data = body.data as Record<string, unknown> & { goods: Record<string, unknown>[] };
    const money = data.goods.find((g) => Number(g.price) > 0)!;
    return {
      ...body,
      data: { ...data, goods: SAMPLES.map((description, i) => ({ ...money, id: 7000 + i, description })) },
    };
  });
  await page.goto(en('/donate#goods'));
  const descriptions = page.locator('.wgt-goods__row .wgt-donate__desc');
  await expect(descriptions).toHaveCount(SAMPLES.length);
  return descriptions.evaluateAll((els) => els.map((el) => el.innerHTML));
}

test('the browser and DOMPurify render real markup the same way, forbidden parts unwrapped or gone', async ({
  page,
  problems,
}) => {
  problems.expect(/^Failed to load resource: the server responded with a status of 404/);
  const native = await renderedSamples(page);
  const other = await page.context().newPage();
  await other.addInitScript({ content: NO_SANITIZER_API });
  const fallback = await renderedSamples(other);
  expect(native).toEqual(fallback);
  expect(native[0]).toBe(SAMPLES[0]);
  // target is not allowed (links open here), nor style, data-*, form controls, comments, svg or math.
  expect(native[3]).toBe(
    '<a href="/donate#cases" rel="opener">new tab</a> <a href="mailto:help@example.com">mail</a> <a href="tel:+100">call</a> <a href="#top">top</a>',
  );
  expect(native[5]).toBe('<p class="note" aria-label="note" dir="rtl" lang="ar" title="t">styled</p>');
  expect(native[6]).toBe('Buy<b>in a form</b><option>one</option>text');
  // ids and names get DOMPurify's SANITIZE_NAMED_PROPS prefix: none can name a global or a document property.
  expect(native[9]).toBe(
    '<p id="user-content-location">clobbers document.location</p><img alt="c" name="user-content-cookie"><span id="user-content-fine-id">fine</span>',
  );
  expect(native[10]).toBe('<p>after a comment</p>');
  expect(native[11]).toBe(
    '<div class="note"><a href="https://example.com/login">login</a></div><img alt="g" name="user-content-grecaptcha" id="user-content-grecaptcha"><p id="user-content-widgets-config">{}</p><i id="user-content-x">x</i>',
  );
  for (const p of [page, other]) {
    // The page's bot-check provider may define it; markup never does (an element would be named access).
    expect(await p.evaluate(() => (window as { grecaptcha?: unknown }).grecaptcha instanceof Element)).toBe(false);
    expect(await p.evaluate(() => document.querySelectorAll('#widgets-config, #grecaptcha').length)).toBe(0);
  }
  expect(native[12]).toBe(
    '<a>data link</a><a>vb</a><a href="//example.com/x">protocol-relative</a><video src="data:video/webm;base64,AA" controls=""></video>',
  );
  // No dialog, popover, invoker or moving element; their text stays in the flow.
  expect(native[13]).toBe(
    '<table width="4000" height="4000"><tbody><tr><td height="4000"><h2>Session expired</h2><a href="https://evil.example/login">Sign in again</a></td></tr></tbody></table><div id="user-content-pop">popped</div><p>invoke</p>movingblinking',
  );
  for (const p of [page, other]) {
    // Nothing in the top layer, and the 4000 px table stays inside its description.
    expect(await p.evaluate(() => document.querySelectorAll(':popover-open, dialog[open], :modal').length)).toBe(0);
    const box = await p.evaluate(() => {
      const table = document.querySelectorAll('.wgt-goods__row .wgt-donate__desc')[13]!.querySelector('table')!;
      const desc = table.closest('.wgt-donate__desc')!.getBoundingClientRect();
      const own = table.getBoundingClientRect();
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > innerWidth + 1)
        .map((el) => `${el.localName}.${el.className} ${Math.round(el.getBoundingClientRect().width)}`);
      return { width: own.width, column: desc.width, height: own.height, wide };
    });
    expect(box.width).toBeLessThanOrEqual(box.column);
    expect(box.height).toBeLessThan(400);
    expect(box.wide).toEqual([]);
  }
});

test('the two-factor QR code is the same SVG on both paths', async ({ page, fx }) => {
  await fx.signInAs('verified');
  const qr = async (p: Page) => {
    await p.goto(en('/cabinet#settings'));
    await p.getByRole('tab', { name: 'Two-factor auth' }).click();
    const image = p.locator('.wgt-twofa__qr-image');
    await expect(image.locator('svg path').first()).toBeAttached();
    return image.innerHTML();
  };
  const native = await qr(page);
  const other = await page.context().newPage();
  await other.addInitScript({ content: NO_SANITIZER_API });
  // Each load asks for a fresh secret: compare the markup's shape, not its path data.
  const shape = (svg: string) => svg.replace(/ d="[^"]*"/g, ' d="…"');
  expect(shape(await qr(other))).toBe(shape(native));
  expect(native).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" shape-rendering="crispEdges"><path fill="#ffffff" d="[^"]+"><\/path><path stroke="#000000" d="[^"]+"><\/path><\/svg>\n$/,
  );
});

for (const sanitizer of SANITIZERS) {
  test(`${sanitizer.name}: DOMPurify is fetched only on the fallback, only where markup is shown`, async ({
    page,
    fx,
  }) => {
    test.slow();
    for (const [path, markup] of [
      [en('/auth'), ''],
      [en('/'), '.wgt-banner__text strong'],
      [en('/donate#goods'), '.wgt-goods__row .wgt-donate__desc :is(b, i, em)'],
      [en('/cabinet'), '.wgt-banner__text strong'],
    ] as const) {
      if (path === en('/cabinet')) await fx.signInAs('verified'); // the auth page sends a player there
      const fresh = await page.context().newPage();
      const log = await pickSanitizer(fresh, sanitizer);
      await fresh.goto(path);
      await widgetsSettled(fresh);
      if (path === en('/')) await openPromos(fresh); // the overlay starts as a pill
      if (markup) await expect(fresh.locator(markup).first()).toBeVisible();
      else await fresh.waitForTimeout(500);
      expect(await log.purifyFetched(), path).toBe(sanitizer.fallback && markup !== '');
      await fresh.close();
    }
  });
}

/** Holds DOMPurify's chunk back for `ms`; every other script passes at once. */
async function delayPurify(page: Page, ms: number) {
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('DOMPurify')) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response, body });
  });
}

/** Before every frame: what `selector` shows of `inner` (each match's text), and every layout shift. */
const FRAME_PROBE = (selector: string, inner: string) => `(() => {
  const frames = [], shifts = [];
  Object.assign(window, { __frames: frames, __shifts: shifts });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const tick = () => {
    const shown = [...document.querySelectorAll(${JSON.stringify(selector)})];
    if (shown.length) frames.push(shown.map((el) => el.querySelector(${JSON.stringify(inner)})?.textContent ?? '(none)'));
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const probed = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __frames: string[][]; __shifts: number[] };
    return { frames: w.__frames, shifts: w.__shifts };
  });

test('fallback: with DOMPurify 1.5 s late, the cabinet banner and the goods rows appear whole, adding no shift', async ({
  page,
  fx,
}) => {
  await fx.signInAs('verified');
  /** The cabinet's banner, frame by frame, and the page's layout shifts. */
  const cabinet = async (late: boolean) => {
    const p = await page.context().newPage();
    if (late) {
      await p.addInitScript({ content: NO_SANITIZER_API });
      await delayPurify(p, 1500);
    }
    await p.addInitScript({ content: FRAME_PROBE('.wgt-banner', '.wgt-banner__text') });
    const started = Date.now();
    await p.goto(en('/cabinet'));
    await expect(p.locator('.wgt-banner .wgt-banner__text')).toContainText('10% cashback');
    const took = Date.now() - started;
    await p.waitForTimeout(300);
    return { took, ...(await probed(p)) };
  };
  const native = await cabinet(false);
  const late = await cabinet(true);
  expect(late.took).toBeGreaterThan(1500); // it did wait for DOMPurify
  expect(late.frames.length).toBeGreaterThan(5);
  expect(late.frames.filter((texts) => texts.some((t) => !t.includes('10% cashback')))).toEqual([]);
  // Whatever the slot itself shifts when its card arrives, DOMPurify's delay adds nothing to it.
  expect(late.shifts).toEqual(native.shifts);

  await page.addInitScript({ content: NO_SANITIZER_API });
  await delayPurify(page, 1500);
  await page.addInitScript({ content: FRAME_PROBE('.wgt-goods__row', '.wgt-donate__desc') });
  await page.bringToFront(); // the cabinet's pages above came later: a tab behind them gets no frames
  await page.goto(en('/donate#goods'));
  await expect(page.locator('.wgt-goods__row .wgt-donate__desc').first()).not.toBeEmpty();
  await page.waitForTimeout(300);
  const goods = await probed(page);
  expect(goods.frames.length).toBeGreaterThan(5);
  expect(goods.frames.filter((texts) => texts.some((t) => t === ''))).toEqual([]);
});
