import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTER, setup, field, choose, flush, click, ready } from './helpers';

describe('auth widget: sign up', () => {
  async function fillSignUp(patch: Record<string, string> = {}) {
    await ready();
    const values = {
      Server: 'two',
      Login: 'hero',
      'E-mail': 'Hero@Example.com',
      Password: 'password1',
      'Confirm password': 'password1',
      'Promo code (optional)': '',
      ...patch,
    };
    for (const [label, value] of Object.entries(values)) {
      if (label === 'Server') choose(field(label), value);
      else fireEvent.change(field(label), { target: { value } });
    }
  }

  it('checks every field together', async () => {
    const { sent } = setup({}, { search: '?register' });
    await ready();
    await click('Sign up');
    for (const text of [
      'A server must be selected',
      'Enter a login',
      'Email field must not be empty',
      'Password must include at least 8 characters.',
      'Confirm the password',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(sent(REGISTER)).toHaveLength(0);
  });

  it('sends e-mail lower-case and promo upper-case, once, then hands the token over', async () => {
    const { sent, session } = setup(
      { [REGISTER]: { status: 201, body: { data: { token: 'tok-hero' } } } },
      { search: '?register' },
    );
    await fillSignUp({ 'Promo code (optional)': 'player2024' });
    expect(field('Promo code (optional)').value).toBe('PLAYER2024');
    await flush();
    const button = screen.getByRole('button', { name: 'Sign up' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok-hero'));
    expect(sent(REGISTER).map((r) => r.body)).toEqual([
      {
        server: 'two',
        login: 'hero',
        email: 'hero@example.com',
        password: 'password1',
        password_confirmation: 'password1',
        promo_code: 'PLAYER2024',
      },
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
    setup(
      {
        [REGISTER]: {
          status: 422,
          body: { message: 'invalid', errors: { email: ['taken'], login: ['taken'], promo_code: ['bad'] } },
        },
      },
      { search: '?register' },
    );
    await fillSignUp({ 'Promo code (optional)': 'NOPE' });
    await click('Sign up');
    await screen.findByText('A user with this email already exists');
    for (const [label, text] of [
      ['E-mail', 'A user with this email already exists'],
      ['Login', 'A user with this login already exists'],
      ['Promo code (optional)', 'Invalid promo code entered'],
    ]) {
      const input = field(label!);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(text);
    }
    expect(field('Password').value).toBe('password1');
    await waitFor(() => expect(document.activeElement).toBe(field('Login')));
  });

  it('other failures: a general message; a 5xx is the server failing', async () => {
    setup({ [REGISTER]: { status: 422, body: { message: 'no' } } }, { search: '?register' });
    await fillSignUp();
    await click('Sign up');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    document.body.replaceChildren();
    setup({ [REGISTER]: { status: 500 } }, { search: '?register' });
    await fillSignUp();
    await click('Sign up');
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Try again in a few minutes.');
  });

  it('keeps the button busy while the request runs', async () => {
    let release: () => void = () => {};
    setup(
      { [REGISTER]: () => new Promise((resolve) => (release = () => resolve({ status: 500 }))) },
      { search: '?register' },
    );
    await fillSignUp();
    await click('Sign up');
    const button = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(button.disabled).toBe(false);
  });
});
