import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

/**
 * The root of trust (docs/SECURITY.md): the page's own tags carry the SHA-384 of widgets.js,
 * widgets.iife.js and widgets.css (the build prints them, scripts/embed-tags.mjs), so a CDN or cache that
 * serves another file gets it refused by the browser; the loader's hashes cover every other file.
 */
const SWAPPED_JS = 'window.swapped = true;';
const SWAPPED_CSS = 'body { outline: 9px solid red; }';

for (const build of [
  { name: 'module', query: '', file: 'widgets.js' },
  { name: 'IIFE', query: '?build=iife', file: 'widgets.iife.js' },
]) {
  test(`${build.name}: a swapped ${build.file} is refused`, async ({ page, problems }) => {
    problems.expect(/integrity/);
    await page.route(`**/widgets/${build.file}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: SWAPPED_JS }),
    );
    await page.goto(en(`/${build.query}`));
    await expect(page.locator('[data-widget="online-counter"]').first()).toBeAttached();
    expect(await page.evaluate(() => 'swapped' in window || 'Widgets' in window)).toBe(false);
  });
}

test('a swapped widgets.css is refused', async ({ page, problems }) => {
  problems.expect(/integrity/);
  await page.route('**/widgets/widgets.css', (route) => route.fulfill({ contentType: 'text/css', body: SWAPPED_CSS }));
  await page.goto(en('/'));
  await widgetsSettled(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe('9px');
});

test('the tags carry integrity and the files match it: the widgets run', async ({ page }) => {
  await page.goto(en('/'));
  await widgetsSettled(page);
  for (const selector of ['script[src$="/widgets.js"]', 'link[href$="/widgets.css"]']) {
    await expect(page.locator(selector)).toHaveAttribute('integrity', /^sha384-[A-Za-z0-9+/]{64}$/);
    await expect(page.locator(selector)).toHaveAttribute('crossorigin', '');
  }
  await expect(page.locator('[data-widget="online-counter"]').first()).toHaveAttribute('data-widget-state', 'ready');
});
