import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinet from '../../../widgets/cabinet/index';
import type { Routes } from '../../support/fake-fetch';
import { renderWidget, description } from '../../support/render';
import { fakeServices } from '../../support/services';
import { routes } from './fixtures';

afterEach(() => void vi.useRealTimers());

export function setup(api: Routes = routes(), hash = '', token = 'tok') {
  const fake = fakeServices({ config: { locale: 'en', apiToken: token }, routes: api });
  vi.mocked(fake.nav.hash).mockReturnValue(hash);
  const view = renderWidget(cabinet, {}, fake.services);
  return { ...fake, view };
}

describe('cabinet shell', () => {
  it('sends a visitor without a token to the sign-in page and asks nothing', () => {
    const { nav, requests, view } = setup(routes(), '', '');
    expect(nav.assign).toHaveBeenCalledWith('/en/auth');
    expect(requests).toHaveLength(0);
    expect(view.container.textContent).toBe('');
  });

  it('opens the tab named by the hash and titles the page', async () => {
    const { nav } = setup(routes(), 'ref-system');
    expect(screen.getByRole('tab', { name: 'Referral system' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByTestId('referral-total');
    expect(nav.title).toHaveBeenLastCalledWith('Nova RP — Referral system');
  });

  it('selecting a tab sets the hash, profile clears it', async () => {
    const { nav } = setup();
    await screen.findByTestId('own-promo');
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(nav.setHash).toHaveBeenLastCalledWith('settings');
    await screen.findByLabelText('Old password');
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(nav.setHash).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(nav.title).toHaveBeenLastCalledWith('Nova RP — Profile'));
  });

  it('a failed profile shows an error with retry', async () => {
    let fail = true;
    setup(routes({}, { 'GET /api/v1/user': () => (fail ? { status: 500 } : (routes()['GET /api/v1/user'] as never)) }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your profile.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('own-promo');
  });
});

describe('profile', () => {
  it('shows the account, with eye toggles that are open by default', async () => {
    setup();
    expect((await screen.findByTestId('registered')).textContent).toBe('15.03.2024');
    expect(screen.getByTestId('balance').textContent).toBe('1,500 coins');
    expect(screen.getByText('player@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide: E-mail' }));
    expect(screen.queryByText('player@example.com')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show: E-mail' }));
    expect(screen.getByText('player@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/en/donate');
  });

  it('the balance follows coins:changed', async () => {
    const { services } = setup();
    await screen.findByTestId('balance');
    act(() => services.bus.emit('coins:changed', { premiumCoins: 42 }));
    expect(screen.getByTestId('balance').textContent).toBe('42 coins');
  });

  it('inviter promo: local checks send nothing; a server refusal flags the field; success is read-only', async () => {
    let accept = false;
    const { requests } = setup(
      routes(
        {},
        {
          'POST /api/v1/user/promo-code': () =>
            accept ? { body: { data: { success: true } } } : { status: 422, body: { message: 'no' } },
        },
      ),
    );
    const field = await screen.findByLabelText('Inviter promo code');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A failed submit's message is the field's description (read with it as it takes the focus), not an alert.
    await waitFor(() => expect(description(field)).toContain('Enter a promo code'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: 'player2024' } });
    expect(screen.queryByText('Enter a promo code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(field)).toContain('You cannot use your own promo code'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'friend1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(field)).toContain('Invalid promo code entered'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    accept = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('inviter-promo')).textContent).toBe('FRIEND1');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { promo_code: 'FRIEND1' },
      { promo_code: 'FRIEND1' },
    ]);
  });
});

describe('unverified e-mail bar', () => {
  it('resend: one request, a notice, then 10 minutes of cooldown ticking every 60 s, stored as counter (minutes) and counterAt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: 1_700_000_000_000 });
    const { services, requests } = setup(
      routes({ isVerified: false }, { 'POST /api/v1/user/resend-verify': { body: { data: { success: true } } } }),
    );
    const button = await screen.findByRole('button', { name: 'Confirm e-mail' });
    expect(screen.getByText(/Confirm it, or the account will be deleted after 14 days/)).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Again in 10 minutes' });
    expect(requests.filter((r) => r.path.endsWith('/resend-verify'))).toHaveLength(1);
    expect(services.notify.list().map((n) => n.message)).toEqual(['Verification e-mail sent']);
    await waitFor(() => expect(services.storage.local.get('counter')).toBe(10));
    expect(services.storage.local.get<number>('counterAt')! - 1_700_000_000_000).toBeLessThan(5_000);
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    await screen.findByRole('button', { name: 'Again in 9 minutes' });
    await waitFor(() => expect(services.storage.local.get('counter')).toBe(9));
    await act(async () => void (await vi.advanceTimersByTimeAsync(9 * 60_000)));
    expect((await screen.findByRole('button', { name: 'Confirm e-mail' })).hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(services.storage.local.get('counter')).toBeUndefined());
    expect(services.storage.local.get('counterAt')).toBeUndefined();
  });

  it('a failed resend only hides the loader', async () => {
    const { services } = setup(routes({ isVerified: false }, { 'POST /api/v1/user/resend-verify': { status: 500 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm e-mail' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm e-mail' }).hasAttribute('disabled')).toBe(false),
    );
    expect(services.notify.list()).toEqual([]);
  });

  it('is absent for a verified player', async () => {
    setup();
    await screen.findByTestId('own-promo');
    expect(screen.queryByRole('button', { name: 'Confirm e-mail' })).toBeNull();
  });
});
