import { LAYOUT_COPY } from '../host-fixtures/pages/copy';
import { LOGOUT_WAIT_MS } from '../shared/runtime/session';
import { expect, widgetsSettled } from './support/fixtures';
import { always, faultMatrix, type Action } from './support/fault-matrix';
import { at, locale } from './support/words';

/**
 * docs/widgets/logout.md: logout tells the API, but a failed call is only logged; the token and local storage are
 * cleared and the page reloads as a visitor's either way, so the player is never stuck signed in.
 */
const actions: Action[] = [
  {
    name: 'logout',
    endpoint: 'logout',
    user: 'verified',
    setup: async (page) => {
      await page.addInitScript(() => sessionStorage.setItem('promoBannerClosed', 'true'));
      await page.goto(at('/'));
      await widgetsSettled(page);
      await page.evaluate(() => localStorage.setItem('user', '{"email":"player@example.com"}'));
    },
    button: (page) => page.locator('.header-actions [data-widget="logout"]'),
    settled: (page) => page.locator('.header-actions').getByRole('link', { name: LAYOUT_COPY[locale()]!.signIn }),
    message: always(null),
    kept: [],
    // A silent API is waited for 3 s, not the client's 50 s (e2e/form-errors.spec.ts has it in real time).
    timeoutMs: LOGOUT_WAIT_MS,
    dropsForOffline: 'the page reloads as a visitor’s next, which an offline browser cannot load',
    after: async (page) => {
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      expect((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');
    },
  },
];

faultMatrix('session', actions);
