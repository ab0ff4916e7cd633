import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../support/fake-fetch';
import { LOGIN, setup, field, type, choose, flush, click, heading, ready, fillSignIn, codeBoxes } from './helpers';

describe('auth widget: tabs', () => {
  it('opens on sign-in; the register flag opens sign-up', async () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    await heading('Sign in to your account');
    document.body.replaceChildren();
    setup({}, { search: '?register' });
    expect(screen.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Sign up' }).id,
    );
  });

  it('switching tabs clears the form data', async () => {
    setup();
    await fillSignIn('player');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    await screen.findByLabelText('Login', { exact: true }); // the sign-up form's part, the first time
    type('Login', 'hero');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(field('E-mail or login').value).toBe('');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(field('Login').value).toBe('');
  });

  it('a signed-in player is taken to the cabinet, and no server list is fetched', async () => {
    const { requests, nav } = setup({}, { token: 'tok-x' });
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/en/cabinet'));
    expect(screen.getByRole('link', { name: 'Your cabinet' }).getAttribute('href')).toBe('/en/cabinet');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['/en/donate#cases', '/en/donate#cases'],
    ['/en/cabinet?x=1#settings', '/en/cabinet?x=1#settings'],
    ['https://evil.example/en/cabinet', '/en/cabinet'],
    ['//evil.example/x', '/en/cabinet'],
    ['javascript:alert(1)', '/en/cabinet'],
    ['/en/auth?return=/en/auth', '/en/cabinet'],
  ])('the return path %s goes to %s', async (back, target) => {
    const { nav } = setup({}, { token: 'tok-x', search: `?return=${encodeURIComponent(back)}` });
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith(target));
  });

  it('falls back to the one-server list, preselected, when the list fails', async () => {
    setup({ 'GET /api/v1/servers': { status: 500 } });
    await waitFor(() => expect(field('Server').value).toBe('one'));
    expect([...(field('Server') as unknown as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select a server',
      'Nova One',
    ]);
  });
});

describe('auth widget: sign in', () => {
  it('sends a valid e-mail lower-cased as email and hands the token to the session', async () => {
    const { sent, session } = setup({ [LOGIN]: { body: { data: { token: 'tok-new' } } } });
    await fillSignIn();
    await click('Sign in');
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok-new'));
    expect(sent(LOGIN).map((r) => r.body)).toEqual([
      { server: 'one', email: 'player@example.com', password: 'password123' },
    ]);
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
    for (const text of ['A server must be selected', 'Enter your e-mail or login', 'Enter your password'])
      expect(await screen.findByText(text)).toBeTruthy();
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
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid credentials');
    expect(alert.className, 'the shared form alert (shared/ui/form-alert.tsx)').toBe('wgt-form__alert');
    expect(sent(LOGIN)).toHaveLength(1);
    expect(field('Password').value).toBe('wrong');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it.each<[string, Reply, boolean, string]>([
    ['not reached', 'network', true, 'The server did not answer. Try again in a minute.'],
    ['offline', 'network', false, 'No internet connection. Check your network and try again.'],
    ['a 500', { status: 500, body: { message: 'Server Error' } }, true, 'Server error. Try again in a few minutes.'],
  ])('%s: its own words and next step, typed values kept', async (_, reply, online, text) => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    setup({ [LOGIN]: reply });
    await fillSignIn('player', 'secret-1');
    await click('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(field('Password').value).toBe('secret-1');
    onLine.mockRestore();
  });

  it('ru, a 500: the server failing, not "no connection"', async () => {
    setup({ [LOGIN]: { status: 500, body: { message: 'Server Error' } } }, { locale: 'ru' });
    await waitFor(() => expect((field('Сервер') as unknown as HTMLSelectElement).disabled).toBe(false));
    choose(field('Сервер'), 'one');
    type('E-mail или логин', 'player');
    type('Пароль', 'secret-1');
    await click('Войти');
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка сервера. Попробуйте через несколько минут.');
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

  it('a refused code is marked invalid and tied to its message; Confirm is off until the code is edited', async () => {
    const { sent } = twoFa('999999');
    await fillSignIn('guardian');
    await click('Sign in');
    await heading('Two-factor authentication');
    fireEvent.change(codeBoxes()[0]!, { target: { value: '123456' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    const code = codeBoxes()[0]!;
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe('Invalid code');
    // The spec's rule: the same code cannot pass, and each try counts against the rate limit.
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(confirm);
    await flush();
    expect(sent(LOGIN)).toHaveLength(2);
    fireEvent.change(code, { target: { value: '12345' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(code, { target: { value: '123457' } });
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
    const code = await screen.findByRole('textbox', { name: 'Код из приложения-аутентификатора' });
    fireEvent.change(code, { target: { value: '000000' } });
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
    expect(
      codeBoxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('');
  });
});
