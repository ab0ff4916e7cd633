import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * Serves `bodyOf(url)` instead of the widget file whose name matches `file` (in every locale) and signs
 * it as the build would: the loader carries every file's hash (each is checked against it,
 * shared/loader/manifest.ts). A test's way to run a changed widget; the same file with a query (`?real`)
 * is the original.
 */
export async function serveSigned(page: Page, file: RegExp, bodyOf: (url: string) => string): Promise<void> {
  await page.route(/\/widgets\/widgets\.js$/, async (route) => {
    const response = await route.fetch();
    let loader = await response.text();
    for (const [, path] of loader.matchAll(/"(\w+\/[\w-]+\.js)"/g)) {
      if (!file.test(path!.split('/').pop()!)) continue;
      const url = new URL(path!, route.request().url()).href;
      const original = await (await page.request.get(url)).text();
      loader = loader.replaceAll(sha256(original), sha256(bodyOf(url)));
    }
    await route.fulfill({ response, body: loader });
  });
  await page.route(
    (url) => !url.search && url.pathname.startsWith('/widgets/') && file.test(url.pathname.split('/').pop()!),
    (route) => route.fulfill({ contentType: 'text/javascript', body: bodyOf(route.request().url()) }),
  );
}
