import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Routes } from '../../support/fake-fetch';
import { description } from '../../support/render';
import { RESET, setup, field, type, click, heading, fillSignIn } from './helpers';

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
    await waitFor(() =>
      expect(description(screen.getByLabelText('Code from the e-mail'))).toContain(
        'Verification code entered incorrectly',
      ),
    );
    expect(sent(RESET)).toHaveLength(1);
    type('Code from the e-mail', '000000');
    await click('Reset password');
    await waitFor(() => expect(sent(RESET)).toHaveLength(2));
    await waitFor(() =>
      expect(description(screen.getByLabelText('Code from the e-mail'))).toContain(
        'Verification code entered incorrectly',
      ),
    );
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
    setup(resetRoutes({ change: 422 }));
    await toForgot();
    await click('Reset password');
    await heading('Confirmation code');
    type('Code from the e-mail', '123456');
    await click('Reset password');
    await heading('New password');
    await click('Apply');
    expect(screen.getByText('Password must include at least 8 characters.')).toBeTruthy();
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
