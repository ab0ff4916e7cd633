import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import authWidget from '../../../widgets/auth/index';
import type { Routes } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

const SERVERS = { body: { data: { servers: [{ id: 1, key: 'one', title: 'Nova One' }, { id: 2, key: 'two', title: 'Nova Two' }] } } };
const LOGIN = 'POST /api/v1/auth/login';
const RESET = 'POST /api/v1/auth/resetPassword';
const REGISTER = 'POST /api/v1/auth/register';

function setup(routes: Routes = {}, { search = '', token = '', locale = 'en' as 'en' | 'ru' } = {}) {
  const fake = fakeServices({ routes: { 'GET /api/v1/servers': SERVERS, ...routes }, config: { locale, apiToken: token } });
  fake.services.nav.search = () => new URLSearchParams(search);
  const view = renderWidget(authWidget, {}, fake.services);
  const sent = (key: string) => fake.requests.filter((r) => `${r.method} ${r.path}` === key);
  return { ...fake, view, sent };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/**
 * Picks a select option. @testing-library/preact sends `change` as an `input` event, which a select's
 * onChange does not hear, so a native change event follows (React ignores it: the value did not move).
 */
function choose(select: HTMLElement, value: string) {
  fireEvent.change(select, { target: { value } });
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
/** preact renders on a microtask: let the typed values reach the form before the click, as they would between real events. */
const flush = () => act(async () => {});
async function click(name: string) {
  await flush();
  fireEvent.click(screen.getByRole('button', { name }));
}
const heading = (name: string) => screen.findByRole('heading', { name });
async function ready() {
  await waitFor(() => expect((field('Server') as unknown as HTMLSelectElement).disabled).toBe(false));
}
async function fillSignIn(identity = 'Player@Example.com', password = 'password123') {
  await ready();
  choose(field('Server'), 'one');
  type('E-mail or login', identity);
  type('Password', password);
}
const codeBoxes = () => within(screen.getByRole('group', { name: 'Code from your authenticator app' })).getAllByRole('textbox') as HTMLInputElement[];

describe('auth widget: tabs', () => {
  it('opens on sign-in; the register flag opens sign-up', async () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    await heading('Sign in to your account');
    document.body.replaceChildren();
    setup({}, { search: '?register' });
    expect(screen.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Sign up' }).id);
  });

  it('switching tabs clears the form data', async () => {
    setup();
    await fillSignIn('player');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    type('Login', 'hero');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(field('E-mail or login').value).toBe('');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(field('Login').value).toBe('');
  });

  it('a signed-in player gets links, and no server list is fetched', () => {
    const { requests } = setup({}, { token: 'tok-x' });
    expect(screen.getByRole('status').textContent).toBe('You are already signed in');
    expect(screen.getByRole('link', { name: 'Your cabinet' }).getAttribute('href')).toBe('/en/cabinet');
    expect(requests).toHaveLength(0);
  });

  it('falls back to the one-server list, preselected, when the list fails', async () => {
    setup({ 'GET /api/v1/servers': { status: 500 } });
    await waitFor(() => expect(field('Server').value).toBe('one'));
    expect([...(field('Server') as unknown as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Select a server', 'Nova One']);
  });
});

describe('auth widget: sign in', () => {
  it('sends a valid e-mail lower-cased as email and hands the token to the session', async () => {
    const { sent, session } = setup({ [LOGIN]: { body: { data: { token: 'tok-new' } } } });
    await fillSignIn();
    await click('Sign in');
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok-new'));
    expect(sent(LOGIN).map((r) => r.body)).toEqual([{ server: 'one', email: 'player@example.com', password: 'password123' }]);
  });

  it('sends anything else as login', async () => {
    const { sent } = setup({ [LOGIN]: { body: { data: { token: 't' } } } });
    await fillSignIn('player');
    await click('Sign in');
    await waitFor(() => expect(sent(LOGIN)).toHaveLength(1));
    expect(sent(LOGIN)[0]!.body).toEqual({ server: 'one', login: 'player', password: 'password123' });
  });

  it('filters spaces and Cyrillic out of the identity as it is typed', async () => {
    setup();
    await ready();
    type('E-mail or login', 'pl ayЖer');
    expect(field('E-mail or login').value).toBe('player');
  });

  it('shows the required messages and sends nothing', async () => {
    const { sent } = setup();
    await ready();
    await click('Sign in');
    for (const text of ['A server must be selected', 'Enter your e-mail or login', 'Enter your password']) expect(await screen.findByText(text)).toBeTruthy();
    expect(sent(LOGIN)).toHaveLength(0);
    type('Password', 'x');
    expect(screen.queryByText('Enter your password')).toBeNull();
    expect(screen.getByText('A server must be selected')).toBeTruthy();
  });

  it('400-599: "Invalid credentials", typed values kept; a double click sent one request', async () => {
    const { sent } = setup({ [LOGIN]: { status: 422, body: { message: 'no' } } });
    await fillSignIn('player', 'wrong');
    await flush();
    const button = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(sent(LOGIN)).toHaveLength(1);
    expect(field('Password').value).toBe('wrong');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('no answer: a connection message', async () => {
    setup({ [LOGIN]: 'network' });
    await fillSignIn();
    await click('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the server. Please try again.');
  });
});

describe('auth widget: two-factor step', () => {
  function twoFa(codeOk = '123456') {
    return setup({
      [LOGIN]: (r) => {
        const code = (r.body as { verification_code?: string }).verification_code;
        if (code === codeOk) return { body: { data: { token: 'tok-2fa' } } };
        return { status: 422, body: { needTwoFactor: true } };
      },
    });
  }

  it('needTwoFactor moves to the code step; six digits sign in by themselves', async () => {
    const { sent, session } = twoFa();
    await fillSignIn('guardian');
    await click('Sign in');
    await heading('Two-factor authentication');
    await waitFor(() => expect(document.activeElement).toBe(codeBoxes()[0]));
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(codeBoxes()[0]!, { target: { value: '123456' } });
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok-2fa'));
    expect(sent(LOGIN).map((r) => r.body)).toEqual([
      { server: 'one', login: 'guardian', password: 'password123' },
      { server: 'one', login: 'guardian', password: 'password123', verification_code: '123456' },
    ]);
  });

  it('a failed code is marked invalid, confirm is off until the code is edited', async () => {
    const { sent } = twoFa('999999');
    await fillSignIn('guardian');
    await click('Sign in');
    await heading('Two-factor authentication');
    fireEvent.change(codeBoxes()[0]!, { target: { value: '123456' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    expect(codeBoxes()[0]!.getAttribute('aria-invalid')).toBe('true');
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.keyDown(codeBoxes()[5]!, { key: 'Backspace' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(codeBoxes()[5]!, { target: { value: '7' } });
    await waitFor(() => expect(sent(LOGIN)).toHaveLength(3));
    expect(sent(LOGIN)[2]!.body).toMatchObject({ verification_code: '123457' });
  });

  it('the invalid label is "Неверный код" in ru', async () => {
    setup({ [LOGIN]: { status: 422, body: { needTwoFactor: true } } }, { locale: 'ru' });
    await waitFor(() => expect((screen.getByLabelText('Сервер') as HTMLSelectElement).disabled).toBe(false));
    choose(screen.getByLabelText('Сервер'), 'one');
    fireEvent.change(screen.getByLabelText('E-mail или логин'), { target: { value: 'guardian' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'password123' } });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const group = await screen.findByRole('group', { name: 'Код из приложения-аутентификатора' });
    fireEvent.change(within(group).getAllByRole('textbox')[0]!, { target: { value: '000000' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный код');
  });

  it('back returns to sign-in with the code cleared', async () => {
    twoFa();
    await fillSignIn('guardian');
    await click('Sign in');
    await heading('Two-factor authentication');
    fireEvent.change(codeBoxes()[0]!, { target: { value: '12' } });
    await click('Back');
    await heading('Sign in to your account');
    expect(field('E-mail or login').value).toBe('guardian');
    await click('Sign in');
    await heading('Two-factor authentication');
    expect(codeBoxes().map((b) => b.value).join('')).toBe('');
  });
});

describe('auth widget: password reset', () => {
  function resetRoutes(fail: Partial<Record<'request' | 'check' | 'change', number>> = {}): Routes {
    return {
      [RESET]: (r) => {
        const step = (r.body as { step: 'request' | 'check' | 'change' }).step;
        return fail[step] ? { status: fail[step], body: { message: 'no' } } : { body: { data: { ok: true } } };
      },
    };
  }
  async function toForgot() {
    await fillSignIn('Player@Example.com');
    await click('Forgot password?');
    await heading('Reset your password');
  }

  it('walks forgot → confirm → new password → sign-in with the payloads of each step', async () => {
    const { sent, services } = setup(resetRoutes());
    await toForgot();
    expect(field('E-mail').value).toBe('Player@Example.com');
    await click('Reset password');
    await heading('Confirmation code');
    expect(services.notify.list().map((n) => n.message)).toContain('The code was sent to your e-mail');
    type('Code from the e-mail', '123456');
    await click('Reset password');
    await heading('New password');
    type('New password', 'new-password');
    type('Confirm password', 'new-password');
    await click('Apply');
    await heading('Sign in to your account');
    expect(field('E-mail or login').value).toBe('');
    expect(field('Server').value).toBe('one');
    const who = { server: 'one', email: 'player@example.com' };
    expect(sent(RESET).map((r) => r.body)).toEqual([
      { step: 'request', ...who },
      { step: 'check', ...who, code: '123456' },
      { step: 'change', ...who, code: '123456', password: 'new-password', password_confirmation: 'new-password' },
    ]);
  });

  it('forgot: the button is off while the e-mail is empty or wrong; a rejection marks the e-mail', async () => {
    setup(resetRoutes({ request: 422 }));
    await fillSignIn('player');
    await click('Forgot password?');
    await heading('Reset your password');
    const reset = screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    fireEvent.focusOut(field('E-mail'));
    expect(screen.getByText('Email field must not be empty')).toBeTruthy();
    type('E-mail', 'bad@');
    fireEvent.focusOut(field('E-mail'));
    expect(screen.getByText('Invalid email entered')).toBeTruthy();
    expect(reset.disabled).toBe(true);
    type('E-mail', 'ghost@example.com');
    expect(reset.disabled).toBe(false);
    await click('Reset password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email entered');
    expect(reset.disabled).toBe(true);
    expect(field('E-mail').value).toBe('ghost@example.com');
  });

  it('confirm: empty and rejected codes; resend; back keeps the e-mail', async () => {
    const { sent, services } = setup(resetRoutes({ check: 422 }));
    await toForgot();
    await click('Reset password');
    await heading('Confirmation code');
    await click('Reset password');
    expect((await screen.findByRole('alert')).textContent).toBe('Verification code entered incorrectly');
    expect(sent(RESET)).toHaveLength(1);
    type('Code from the e-mail', '000000');
    await click('Reset password');
    await waitFor(() => expect(sent(RESET)).toHaveLength(2));
    expect((await screen.findByRole('alert')).textContent).toBe('Verification code entered incorrectly');
    await click('Send the code again');
    await waitFor(() => expect(services.notify.list().map((n) => n.message)).toContain('The code was sent again'));
    expect(sent(RESET)[2]!.body).toEqual({ step: 'request', server: 'one', email: 'player@example.com' });
    await click('Back');
    await heading('Reset your password');
    expect(field('E-mail').value).toBe('Player@Example.com');
    await click('Back');
    await heading('Sign in to your account');
  });

  it('new password: rules, a rejected change marks both fields, back clears passwords and code', async () => {
    setup(resetRoutes({ change: 500 }));
    await toForgot();
    await click('Reset password');
    await heading('Confirmation code');
    type('Code from the e-mail', '123456');
    await click('Reset password');
    await heading('New password');
    await click('Apply');
    expect(screen.getByText('Password must include at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('Confirm the password')).toBeTruthy();
    type('New password', 'new-password');
    type('Confirm password', 'new-passworD');
    await click('Apply');
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    type('Confirm password', 'new-password');
    await click('Apply');
    expect(await screen.findByText('Enter a valid new password')).toBeTruthy();
    expect(screen.getByText('Confirm the password')).toBeTruthy();
    expect(field('New password').value).toBe('new-password');
    await click('Back');
    await heading('Confirmation code');
    expect(field('Code from the e-mail').value).toBe('');
    type('Code from the e-mail', '123456');
    await click('Reset password');
    await heading('New password');
    expect(field('New password').value).toBe('');
  });
});

describe('auth widget: sign up', () => {
  async function fillSignUp(patch: Record<string, string> = {}) {
    await ready();
    const values = { Server: 'two', Login: 'hero', 'E-mail': 'Hero@Example.com', Password: 'password1', 'Confirm password': 'password1', 'Promo code (optional)': '', ...patch };
    for (const [label, value] of Object.entries(values)) {
      if (label === 'Server') choose(field(label), value);
      else fireEvent.change(field(label), { target: { value } });
    }
  }

  it('checks every field together', async () => {
    const { sent } = setup({}, { search: '?register' });
    await ready();
    await click('Sign up');
    for (const text of ['A server must be selected', 'Enter a login', 'Email field must not be empty', 'Password must include at least 8 characters long.', 'Confirm the password']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(sent(REGISTER)).toHaveLength(0);
  });

  it('sends e-mail lower-case and promo upper-case, once, then hands the token over', async () => {
    const { sent, session } = setup({ [REGISTER]: { status: 201, body: { data: { token: 'tok-hero' } } } }, { search: '?register' });
    await fillSignUp({ 'Promo code (optional)': 'player2024' });
    expect(field('Promo code (optional)').value).toBe('PLAYER2024');
    await flush();
    const button = screen.getByRole('button', { name: 'Sign up' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok-hero'));
    expect(sent(REGISTER).map((r) => r.body)).toEqual([
      { server: 'two', login: 'hero', email: 'hero@example.com', password: 'password1', password_confirmation: 'password1', promo_code: 'PLAYER2024' },
    ]);
  });

  it('leaves promo_code out when empty', async () => {
    const { sent } = setup({ [REGISTER]: { body: { data: { token: 't' } } } }, { search: '?register' });
    await fillSignUp();
    await click('Sign up');
    await waitFor(() => expect(sent(REGISTER)).toHaveLength(1));
    expect(sent(REGISTER)[0]!.body).not.toHaveProperty('promo_code');
  });

  it('shows errors.email, errors.login and errors.promo_code on their fields, keeping the input', async () => {
    setup({ [REGISTER]: { status: 422, body: { message: 'invalid', errors: { email: ['taken'], login: ['taken'], promo_code: ['bad'] } } } }, { search: '?register' });
    await fillSignUp({ 'Promo code (optional)': 'NOPE' });
    await click('Sign up');
    await screen.findByText('A user with this email already exists');
    for (const [label, text] of [['E-mail', 'A user with this email already exists'], ['Login', 'A user with this login already exists'], ['Promo code (optional)', 'Invalid promo code entered']]) {
      const input = field(label!);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(text);
    }
    expect(field('Password').value).toBe('password1');
    expect(document.activeElement).toBe(field('Login'));
  });

  it('other failures: a general message', async () => {
    setup({ [REGISTER]: { status: 500 } }, { search: '?register' });
    await fillSignUp();
    await click('Sign up');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('keeps the button busy while the request runs', async () => {
    let release: () => void = () => {};
    setup({ [REGISTER]: () => new Promise((resolve) => (release = () => resolve({ status: 500 }))) }, { search: '?register' });
    await fillSignUp();
    await click('Sign up');
    const button = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});
