import type { Locator, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { fillSignIn, open, resetCode, widget, wrongTotp } from './support/auth';
import { expect, test, widgetsSettled, type FixtureRequest } from './support/fixtures';
import { payButton } from './support/donate';
import { focusProblem } from './support/keyboard';
import { en } from './support/locales';

// A failed submit moves the focus to the first invalid field, scrolled into view, and tells screen readers how
// many fields need fixing (on a phone the errors sat 1000 px above the button and nothing seemed to
// happen). One row per form; run on a phone-sized page, where the fields are farthest from the button.

interface Row {
  form: string;
  /** Brings the page to the form, filled as the row needs. */
  setup(
    page: Page,
    fx: { signInAs(user: string): Promise<void>; requests(): Promise<FixtureRequest[]> },
  ): Promise<void>;
  submit(page: Page): Promise<void>;
  /** The field that must have the focus. */
  first(page: Page): Locator;
  /** How many fields the announcement counts. */
  count: number;
}

const announcer = (page: Page) => page.locator('[data-wgt-announcer]');
const click = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name, exact: true }).click();

const ROWS: Row[] = [
  {
    form: 'sign-in, empty',
    setup: (page) => open(page),
    submit: click('Sign in'),
    first: (page) => widget(page).getByLabel('Server'),
    count: 3,
  },
  {
    form: 'sign-in, two-factor code refused',
    async setup(page) {
      await open(page);
      await fillSignIn(page, { identity: 'guardian', password: 'password123' });
      await widget(page).getByRole('button', { name: 'Sign in' }).click();
      await expect(widget(page).getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    },
    submit: (page) => page.keyboard.type(wrongTotp()),
    first: (page) => widget(page).getByRole('textbox', { name: 'Code from your authenticator app' }),
    count: 1,
  },
  {
    form: 'password reset, unknown e-mail',
    async setup(page) {
      await open(page);
      await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
      await widget(page).getByLabel('Server').selectOption('one');
      await widget(page).getByLabel('E-mail').fill('nobody@example.com');
    },
    submit: click('Reset password'),
    first: (page) => widget(page).getByLabel('E-mail'),
    count: 1,
  },
  {
    form: 'password reset, empty code',
    async setup(page) {
      await open(page);
      await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
      await widget(page).getByLabel('Server').selectOption('one');
      await widget(page).getByLabel('E-mail').fill('player@example.com');
      await widget(page).getByRole('button', { name: 'Reset password' }).click();
      await expect(widget(page).getByLabel('Code from the e-mail')).toBeVisible();
    },
    submit: click('Reset password'),
    first: (page) => widget(page).getByLabel('Code from the e-mail'),
    count: 1,
  },
  {
    form: 'password reset, empty new password',
    async setup(page) {
      await open(page);
      await widget(page).getByRole('button', { name: 'Forgot password?' }).click();
      await widget(page).getByLabel('Server').selectOption('one');
      await widget(page).getByLabel('E-mail').fill('player@example.com');
      await widget(page).getByRole('button', { name: 'Reset password' }).click();
      await expect(widget(page).getByLabel('Code from the e-mail')).toBeVisible();
      await widget(page)
        .getByLabel('Code from the e-mail')
        .fill(await resetCode(page, 'player@example.com'));
      await widget(page).getByRole('button', { name: 'Reset password' }).click();
      await expect(widget(page).getByRole('heading', { name: 'New password' })).toBeVisible();
    },
    submit: click('Apply'),
    first: (page) => widget(page).getByLabel('New password', { exact: true }),
    count: 2,
  },
  {
    form: 'sign-up, empty',
    setup: (page) => open(page, en('/auth?register')),
    submit: click('Sign up'),
    first: (page) => widget(page).getByLabel('Server'),
    count: 5,
  },
  {
    form: 'One Coins, no e-mail',
    async setup(page) {
      await page.goto(en('/donate'));
      await widgetsSettled(page);
    },
    submit: (page) => payButton(page).click(),
    first: (page) => page.getByLabel('E-mail'),
    count: 1,
  },
  {
    form: 'payment check, terms not accepted',
    async setup(page) {
      await page.goto(en('/donate'));
      await widgetsSettled(page);
      await page.getByLabel('E-mail').fill('buyer@example.com');
      await payButton(page).click();
      await expect(page).toHaveURL(/verification-payment$/);
      await widgetsSettled(page);
    },
    submit: click('Continue'),
    first: (page) => page.getByRole('checkbox', { name: /terms of service/ }),
    count: 1,
  },
  {
    form: 'cabinet: change password, short new password',
    async setup(page, fx) {
      await fx.signInAs('verified');
      await page.goto(en('/cabinet#settings'));
      await page.getByLabel('Old password').fill('password123');
      await page.getByLabel('New password').fill('short');
      await page.getByLabel('Repeat the password').fill('short');
    },
    submit: click('Save'),
    first: (page) => page.getByLabel('New password'),
    count: 1,
  },
  {
    form: 'cabinet: two-factor, code refused',
    async setup(page, fx) {
      await fx.signInAs('verified');
      await page.goto(en('/cabinet#settings'));
      await page.getByRole('tab', { name: 'Two-factor auth' }).click();
      const secret = (await page.getByTestId('twofa-secret').textContent())!;
      const right = new TOTP({ secret }).generate();
      await page.getByRole('textbox', { name: 'Code from the app' }).fill(right === '123456' ? '654321' : '123456');
    },
    submit: click('Activate'),
    first: (page) => page.getByRole('textbox', { name: 'Code from the app' }),
    count: 1,
  },
  {
    form: 'cabinet: inviter promo code, empty',
    async setup(page, fx) {
      await fx.signInAs('verified');
      await page.goto(en('/cabinet'));
      await expect(page.getByLabel('Inviter promo code')).toBeVisible();
    },
    submit: click('Save'),
    first: (page) => page.getByLabel('Inviter promo code'),
    count: 1,
  },
];

test.describe('a failed submit moves the focus to the first invalid field', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const row of ROWS)
    test(row.form, async ({ page, fx, problems }) => {
      problems.expect(/status of 4\d\d/);
      await row.setup(page, fx);
      await row.submit(page);
      await expect(row.first(page)).toBeFocused();
      await expect(row.first(page)).toHaveAttribute('aria-invalid', 'true');
      // In view, not under the header: the player sees where the focus went.
      await expect.poll(() => focusProblem(page)).toBeNull();
      await expect(announcer(page)).toHaveText(
        row.count === 1 ? '1 field needs fixing' : `${row.count} fields need fixing`,
      );
    });
});
