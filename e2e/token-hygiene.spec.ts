import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

const PAGES = ['/', '/donate', '/auth', '/cabinet', en('/'), '/?csp=strict'];

test.describe('token hygiene', () => {
  test('the bearer token goes only to the API origin and the CSRF header only to the page origin', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/Failed to load resource/);
    await fx.signInAs('verified');
    const seen: { url: string; auth?: string; csrf?: string }[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      seen.push({ url: request.url(), auth: headers.authorization, csrf: headers['x-csrf-token'] });
    });
    for (const path of PAGES) {
      await page.goto(path);
      // Signed in, the auth page sends the player on to the cabinet by itself (its requests count too);
      // going on before it has would race that navigation (on a busy machine the next goto was interrupted).
      if (path === '/auth') await page.waitForURL(/\/cabinet$/);
      await widgetsSettled(page);
    }
    const apiOrigin = new URL(
      await page.evaluate(
        () =>
          JSON.parse(document.getElementById('widgets-config')?.textContent ?? '{}').apiUrl ??
          (window as unknown as { apiUrl: string }).apiUrl,
      ),
    ).origin;
    const pageOrigin = new URL(page.url()).origin;
    expect(apiOrigin).not.toBe(pageOrigin);
    const withToken = seen.filter((r) => r.auth);
    expect(withToken.length).toBeGreaterThan(0);
    for (const r of withToken) {
      expect(new URL(r.url).origin, r.url).toBe(apiOrigin);
      expect(r.auth).toBe('Bearer tok-verified');
    }
    for (const r of seen.filter((x) => x.csrf)) expect(new URL(r.url).origin, r.url).toBe(pageOrigin);
  });
});
