import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * Serves `bodyOf(url)` instead of the widget file whose name matches `file` (in every locale) and signs
 * it as the build would: the locale manifests carry its hash and the loader the manifests' (every file
 * is checked against them, shared/loader/manifest.ts). A test's way to run a changed widget; the same
 * file with a query (`?real`) is the original.
 */
export async function serveSigned(page: Page, file: RegExp, bodyOf: (url: string) => string): Promise<void> {
  const manifests = new Map<string, string>();
  const signed = async (manifestUrl: string) => {
    const original = await (await page.request.get(manifestUrl)).text();
    const manifest = JSON.parse(original) as { files: string[]; sha256: string[] };
    manifest.files.forEach((name, i) => {
      if (file.test(name)) manifest.sha256[i] = sha256(bodyOf(new URL(name, manifestUrl).href));
    });
    const text = JSON.stringify(manifest);
    manifests.set(new URL(manifestUrl).pathname, text);
    return { before: sha256(original), after: sha256(text) };
  };
  await page.route(/\/widgets\/widgets\.js$/, async (route) => {
    const response = await route.fetch();
    let loader = await response.text();
    for (const [, path] of loader.matchAll(/"(\w+\/manifest-\w+\.json)"/g)) {
      const { before, after } = await signed(new URL(path!, route.request().url()).href);
      loader = loader.replace(`sha256-${before}`, `sha256-${after}`);
    }
    await route.fulfill({ response, body: loader });
  });
  await page.route(/\/widgets\/\w+\/manifest-\w+\.json$/, (route) =>
    route.fulfill({ contentType: 'application/json', body: manifests.get(new URL(route.request().url()).pathname) }),
  );
  await page.route(
    (url) => !url.search && url.pathname.startsWith('/widgets/') && file.test(url.pathname.split('/').pop()!),
    (route) => route.fulfill({ contentType: 'text/javascript', body: bodyOf(route.request().url()) }),
  );
}
