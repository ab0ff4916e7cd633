import { expect, test, widgetsSettled } from './support/fixtures';
import { expectSignedIn, fillSignIn, open, totp, widget, wrongTotp } from './support/auth';
import { LOCALES, withLocale } from '../shared/i18n/locales';
import { en, enUrl } from './support/locales';

const REJECTED = /status of 422/;

test.describe('auth: sign in', () => {
  test('by e-mail: typed mixed-case, sent lower-case as email, token stored, page reloads signed in @phone', async ({
    page,
    fx,
    axe,
  }) => {
    await open(page);
    await axe();
    await fillSignIn(page, { identity: 'Player@Example.com', password: 'password123' });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/login'));
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    expect((await sent).postDataJSON()).toEqual({
      server: 'one',
      email: 'player@example.com',
      password: 'password123',
    });
    const token = await expectSignedIn(page);
    const state = (await fx.state()) as { state: { users: { alias: string; tokens: string[] }[] } };
    expect(state.state.users.find((u) => u.alias === 'verified')!.tokens).toContain(token);
    expect(await fx.count('login')).toBe(1);
    expect(await fx.count('auth-store-token')).toBe(1);
    await axe();
  });

  test('by login: sent as login; the reloaded auth page takes the player to the cabinet', async ({ page }) => {
    await open(page);
    await fillSignIn(page, { identity: 'player', password: 'password123' });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/login'));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toEqual({ server: 'one', login: 'player', password: 'password123' });
    await expectSignedIn(page);
  });

  test('wrong password: "Invalid credentials", typed values kept, the button works again', async ({
    page,
    problems,
    axe,
  }) => {
    problems.expect(REJECTED);
    await open(page);
    await fillSignIn(page, { identity: 'player', password: 'wrong-pass' });
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByRole('alert')).toHaveText('Invalid credentials');
    await expect(widget(page).getByLabel('E-mail or login')).toHaveValue('player');
    await expect(widget(page).getByLabel('Password', { exact: true })).toHaveValue('wrong-pass');
    await expect(widget(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await axe();
    // A wrong server is wrong credentials too.
    await fillSignIn(page, { server: 'two', identity: 'player', password: 'password123' });
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByRole('alert')).toHaveText('Invalid credentials');
  });

  test('shows every validation message and sends nothing until they are fixed', async ({ page, fx }) => {
    await open(page);
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByText('A server must be selected')).toBeVisible();
    await expect(widget(page).getByText('Enter your e-mail or login')).toBeVisible();
    await expect(widget(page).getByText('Enter your password')).toBeVisible();
    await widget(page).getByLabel('E-mail or login').fill('12345');
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByText('Invalid email or login')).toBeVisible();
    expect(await fx.count('login')).toBe(0);
  });

  test('spaces and Cyrillic cannot be typed into the login field', async ({ page }) => {
    await open(page);
    await widget(page).getByLabel('E-mail or login').pressSequentially('pl ayЖer');
    await expect(widget(page).getByLabel('E-mail or login')).toHaveValue('player');
  });

  test('a double click sends one request', async ({ page, fx }) => {
    // The answer is held until both clicks are in: the second comes while the first request is out.
    let clicked!: () => void;
    const held = new Promise<void>((resolve) => (clicked = resolve));
    await page.route('**/api/v1/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await open(page);
    await fillSignIn(page, { identity: 'player', password: 'password123' });
    await widget(page).getByRole('button', { name: 'Sign in' }).dblclick();
    clicked();
    await expectSignedIn(page);
    expect(await fx.count('login')).toBe(1);
  });

  for (const [kind, message] of [
    ['500', 'Server error. Try again in a few minutes.'],
    // The fixture drops the connection; the browser still says it is online (offline proper: the fault matrix).
    ['offline', 'The server did not answer. Try again in a minute.'],
    ['malformed', 'Something went wrong. Please try again.'],
  ]) {
    test(`a ${kind} answer shows "${message}" and keeps the input`, async ({ page, fx, problems }) => {
      problems.expect(/status of 500|Failed to load resource|net::ERR_/);
      await fx.scenario({ login: kind! });
      await open(page);
      await fillSignIn(page, { identity: 'player', password: 'password123' });
      await widget(page).getByRole('button', { name: 'Sign in' }).click();
      await expect(widget(page).getByRole('alert')).toHaveText(message!);
      await expect(widget(page).getByLabel('E-mail or login')).toHaveValue('player');
    });
  }

  test('the server list falls back to the fixed one-server list', async ({ page, fx, problems }) => {
    problems.expect(/status of 500/);
    await fx.scenario({ servers: '500' });
    await open(page);
    await expect(widget(page).getByLabel('Server')).toHaveValue('one');
    await expect(widget(page).getByLabel('Server').locator('option')).toHaveText(['Select a server', 'Nova One']);
  });

  for (const query of ['?flavor=react', '?build=iife']) {
    test(`signs in on ${query}`, async ({ page }) => {
      await open(page, en(`/auth${query}`));
      await fillSignIn(page, { identity: 'player', password: 'password123' });
      await widget(page).getByRole('button', { name: 'Sign in' }).click();
      await expectSignedIn(page);
    });
  }

  test('a signed-in player on the auth page is taken to the cabinet, or to a same-site return path', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/\[widgets\] url: refused/);
    await fx.signInAs('verified');
    // The page moves on by itself, from the browser's cache as soon as its files are there (they are kept
    // for good): maybe before its load event, so each visit waits for the address only.
    const visit = (path: string) => page.goto(path, { waitUntil: 'commit' });
    await visit('/auth');
    await expect(page).toHaveURL(/\/cabinet$/);
    await visit(en('/auth?return=%2Fen%2Fdonate%23cases'));
    await expect(page).toHaveURL(enUrl(/\/donate#cases$/));
    const evils = ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'];
    // Dot segments and doubled slashes resolve to a `//host` path: refused like the rest.
    evils.push('/.//evil.example/x', '/%2e%2e//evil.example/x', '/./\\evil.example/x');
    for (const evil of evils) {
      await visit(en(`/auth?return=${encodeURIComponent(evil)}`));
      await expect(page).toHaveURL(enUrl(/\/cabinet$/));
    }
  });
});

test.describe('auth: two-factor step', () => {
  test('typing the code auto-advances and signs in by itself once six digits are in', async ({
    page,
    fx,
    problems,
    axe,
  }) => {
    problems.expect(REJECTED);
    await open(page);
    await fillSignIn(page, { identity: 'guard@example.com', password: 'password123' });
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    const input = widget(page).getByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(widget(page).locator('.wgt-code__box')).toHaveCount(6);
    await expect(input).toBeFocused();
    await expect(widget(page).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await axe();
    const code = totp();
    await page.keyboard.type(code.slice(0, 3));
    await expect(widget(page).locator('.wgt-code__box--next')).toHaveCount(1);
    await expect(widget(page).locator('.wgt-code__box').nth(3)).toHaveClass(/wgt-code__box--next/);
    // Backspace takes the last digit back, and the next box is the one it left.
    await page.keyboard.press('Backspace');
    await expect(input).toHaveValue(code.slice(0, 2));
    await expect(widget(page).locator('.wgt-code__box').nth(2)).toHaveClass(/wgt-code__box--next/);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/auth/login') && r.postDataJSON().verification_code,
    );
    await page.keyboard.type(code.slice(2));
    expect((await sent).postDataJSON()).toEqual({
      server: 'one',
      email: 'guard@example.com',
      password: 'password123',
      verification_code: code,
    });
    await expectSignedIn(page);
    expect(await fx.count('login')).toBe(2);
  });

  test('a pasted code signs in', async ({ page, problems }) => {
    problems.expect(REJECTED);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await fillSignIn(page, { identity: 'guardian', password: 'password123' });
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    const first = widget(page).getByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(first).toBeFocused();
    await page.evaluate((code) => navigator.clipboard.writeText(code), totp());
    await page.keyboard.press('ControlOrMeta+V');
    await expectSignedIn(page);
  });

  test('a wrong code: "Неверный код" tied to the field, Confirm off until edited, then the right code signs in', async ({
    page,
    fx,
    problems,
    axe,
  }) => {
    problems.expect(REJECTED);
    await open(page, '/auth');
    const w = widget(page);
    await w.getByLabel('Сервер').selectOption('one');
    await w.getByLabel('E-mail или логин').fill('guardian');
    await w.getByLabel('Пароль', { exact: true }).fill('password123');
    await w.getByRole('button', { name: 'Войти' }).click();
    const code = w.getByRole('textbox', { name: 'Код из приложения-аутентификатора' });
    await expect(code).toBeFocused();
    await page.keyboard.type(wrongTotp());
    await expect(w.getByRole('alert')).toHaveText('Неверный код');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('Неверный код');
    // The spec's rule: Confirm is off until the code is edited (the same code cannot pass).
    await expect(w.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    expect(await fx.count('login')).toBe(2);
    await axe();
    // Focus stayed on the code: the keyboard alone corrects it.
    await expect(code).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(w.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(totp());
    await expectSignedInRu(page);
  });

  for (const how of ['pasted', 'typed'] as const) {
    test(`after a failed code, a new full code ${how} over it submits again by itself`, async ({
      page,
      fx,
      problems,
    }) => {
      problems.expect(REJECTED);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page);
      await fillSignIn(page, { identity: 'guardian', password: 'password123' });
      await widget(page).getByRole('button', { name: 'Sign in' }).click();
      const first = widget(page).getByRole('textbox', { name: 'Code from your authenticator app' });
      await expect(first).toBeFocused();
      await page.keyboard.type(wrongTotp());
      await expect(widget(page).getByRole('alert')).toHaveText('Invalid code');
      expect(await fx.count('login')).toBe(2);
      await first.click();
      if (how === 'pasted') {
        await page.evaluate((code) => navigator.clipboard.writeText(code), totp());
        await page.keyboard.press('ControlOrMeta+V');
      } else await page.keyboard.type(totp());
      await expectSignedIn(page);
      expect(await fx.count('login')).toBe(3);
    });
  }

  test('back returns to sign-in with the code cleared and the credentials kept', async ({ page, problems }) => {
    problems.expect(REJECTED);
    await open(page);
    await fillSignIn(page, { identity: 'guardian', password: 'password123' });
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await page.keyboard.type('12');
    await widget(page).getByRole('button', { name: 'Back' }).click();
    await expect(widget(page).getByRole('heading', { name: 'Sign in to your account' })).toBeFocused();
    await expect(widget(page).getByLabel('E-mail or login')).toHaveValue('guardian');
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByRole('textbox', { name: 'Code from your authenticator app' })).toHaveValue('');
  });

  test('keyboard only: tab to every field, sign in and pass the two-factor step', async ({ page, problems }) => {
    problems.expect(REJECTED);
    await open(page);
    await widget(page).getByRole('tab', { name: 'Sign in' }).focus();
    await page.keyboard.press('Tab'); // the tab panel
    await page.keyboard.press('Tab');
    await expect(widget(page).getByLabel('Server')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // a native select: arrows pick the first server
    await expect(widget(page).getByLabel('Server')).toHaveValue('one');
    await page.keyboard.press('Tab');
    await page.keyboard.type('guardian');
    await page.keyboard.press('Tab');
    await page.keyboard.type('password123');
    await page.keyboard.press('Enter');
    await expect(widget(page).getByRole('textbox', { name: 'Code from your authenticator app' })).toBeFocused();
    await page.keyboard.type(totp());
    await expectSignedIn(page);
  });

  test('works under a strict CSP page without violations', async ({ page, axe }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await open(page, en('/auth?csp=strict'));
    await widgetsSettled(page);
    await fillSignIn(page, { identity: 'player', password: 'password123' });
    await widget(page).getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(page);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await axe();
  });
});

async function expectSignedInRu(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(/\/cabinet$/);
}

// The mount point holds the sign-in form's height while its code loads (shared/ui/mount-points.css), so the
// footer below does not move when the form comes: the held height and the form's must agree, every locale, at
// 1280 px and at 375 px (where the buttons stack): one load per locale, the second width a resize (the heights
// are the stylesheet's, by media query).
test('the sign-in form is as tall as the space held for it at 1280 and 375 px, every locale', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(withLocale(locale, '/auth'));
    await widgetsSettled(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const [held, form] = await widget(page).evaluate(async (el) => {
        // What the resize sets off (observers, then layout) settles in the next frames.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const probe = el.ownerDocument.createElement('div');
        probe.dataset.widget = 'auth';
        el.after(probe);
        const reserved = parseFloat(getComputedStyle(probe).minHeight);
        probe.remove();
        return [reserved, el.getBoundingClientRect().height];
      });
      expect(
        Math.abs(held - form),
        `${locale} at ${width} px: held ${held} px, the form ${form} px`,
      ).toBeLessThanOrEqual(1);
    }
  }
});
