import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { TWOFA_SECRET } from '../../host-fixtures/state/users';
import { expect } from './fixtures';
import { en, enUrl } from './locales';

/** Helpers for the auth specs (en labels unless a test is about a locale). */
export const widget = (page: Page) => page.locator('[data-widget="auth"]');

export function totp(at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(TWOFA_SECRET) }).generate({ timestamp: at });
}

/** A six-digit code the fixture surely rejects (not valid one step either side of now). */
export function wrongTotp(): string {
  const valid = new Set([-30_000, 0, 30_000, 60_000].map((d) => totp(Date.now() + d)));
  for (const candidate of ['000000', '111111', '123456', '999999']) if (!valid.has(candidate)) return candidate;
  throw new Error('unreachable');
}

/** Waits for the server list, so a select's options are in. */
export async function open(page: Page, path = en('/auth')) {
  await page.goto(path);
  await expect(
    widget(page)
      .getByLabel(/^(Server|Сервер)$/)
      .first(),
  ).toBeEnabled();
}

export async function fillSignIn(
  page: Page,
  { server = 'one', identity, password }: { server?: string; identity: string; password: string },
) {
  const w = widget(page);
  await w.getByLabel('Server').selectOption(server);
  await w.getByLabel('E-mail or login').fill(identity);
  await w.getByLabel('Password', { exact: true }).fill(password);
}

/** After a token: the page reloads, and the auth page takes the signed-in player to the cabinet. */
export async function expectSignedIn(page: Page, cabinet: RegExp = enUrl(/\/cabinet$/)) {
  // Two page loads (the reload, then the cabinet): on a loaded machine they took over the 5 s default.
  await expect(page).toHaveURL(cabinet, { timeout: 15_000 });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.value).toMatch(/^tok-/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toContain(cookie!.value);
  return cookie!.value;
}

/** The fixture's reset code for an e-mail (what the e-mail would carry). */
export async function resetCode(page: Page, email: string): Promise<string> {
  const res = await page.request.get('/__fixtures/state');
  const body = (await res.json()) as { state: { auth: { resetCodes: Record<string, string> } } };
  const code = body.state.auth.resetCodes[email];
  expect(code, `reset code for ${email}`).toMatch(/^\d{6}$/);
  return code!;
}
