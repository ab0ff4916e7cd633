import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinet from '../../../widgets/cabinet/index';
import type { Reply, Routes } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { coupon, routes } from './fixtures';

afterEach(() => void vi.useRealTimers());

function setup(api: Routes, hash: string) {
  const fake = fakeServices({ config: { locale: 'en', apiToken: 'tok' }, routes: api });
  vi.mocked(fake.nav.hash).mockReturnValue(hash);
  const view = renderWidget(cabinet, {}, fake.services);
  return { ...fake, view };
}

describe('inventory', () => {
  it('cases while loading: the grid itself, with placeholder cards the size of real ones, so nothing jumps', async () => {
    let answer!: (reply: Reply) => void;
    const api = routes();
    const loaded = api['GET /api/v1/cases/user'] as Reply;
    const { view } = setup({ ...api, 'GET /api/v1/cases/user': () => new Promise((r) => (answer = r)) }, 'inventory');
    const panel = await screen.findByRole('tabpanel', { name: /Cases/ });
    const busy = panel.querySelector('[aria-busy="true"]')!;
    expect(busy.textContent).toBe('Loading…');
    const cells = () => [...view.container.querySelectorAll('.wgt-grid--cases > li')];
    // The grid the cases will fill: its cells, the first two as cards (picture, name, count, two buttons).
    expect(cells()).toHaveLength(10);
    expect(cells().filter((li) => li.matches('.wgt-card--skeleton'))).toHaveLength(2);
    expect(cells()[0]!.querySelectorAll('.wgt-skeleton')).toHaveLength(5);
    expect(view.container.querySelector('.wgt-grid--cases')!.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer(loaded));
    await screen.findByText('4 pieces');
    expect(cells()).toHaveLength(10);
    expect(panel.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('cases: counts, plural labels, padding to 10, open disabled at 0, buy-more link', async () => {
    const { view } = setup(routes(), 'inventory');
    await screen.findByText('4 pieces');
    expect(screen.getByText('0 pieces')).toBeTruthy();
    expect(view.container.querySelectorAll('.wgt-grid--cases > li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Open: Winter limited' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Buy more: Starter case' }).getAttribute('href')).toBe('/en/donate/case/1');
    expect(screen.getByRole('tab', { name: /Cases/ }).textContent).toBe('Cases4');
    expect(screen.getByRole('tab', { name: /Donate inventory/ }).textContent).toBe('Donate inventory3');
  });

  it('open emits case:open-requested and leaves an empty roulette mount point until it hears case:closed', async () => {
    const { services, view, requests } = setup(routes(), 'inventory');
    const seen: unknown[] = [];
    services.bus.on('case:open-requested', (p) => seen.push(p));
    fireEvent.click(await screen.findByRole('button', { name: 'Open: Starter case' }));
    expect(seen).toEqual([{ userCaseId: 11 }]);
    const mount = view.container.querySelector('[data-widget="roulette"]')!;
    expect(mount.getAttribute('data-user-case-id')).toBe('11');
    expect(mount.childNodes).toHaveLength(0);
    expect(view.container.querySelector('.wgt-grid--cases')).toBeNull();
    const before = requests.filter((r) => r.path === '/api/v1/cases/user').length;
    // The cabinet hears it while the roulette is in its place, so the roulette's Back stays on the page.
    let heard = false;
    act(() => void (heard = services.bus.emit('case:closed', {})));
    expect(heard).toBe(true);
    await waitFor(() => expect(view.container.querySelector('[data-widget="roulette"]')).toBeNull());
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/v1/cases/user').length).toBe(before + 1));
    expect(requests.filter((r) => r.path === '/api/v1/user').length).toBe(2);
    // With its list back, the cabinet takes no case view's place: a roulette elsewhere on the page would leave.
    expect(services.bus.emit('case:closed', {})).toBe(false);
  });

  it('empty: a message and a buy button to /donate#cases', async () => {
    setup(routes({}, { 'GET /api/v1/cases/user': { body: { data: { userCases: [] } } } }), 'inventory');
    expect((await screen.findByRole('link', { name: 'Buy a case' })).getAttribute('href')).toBe('/en/donate#cases');
  });

  it('coupons: 24 cells; swap converts and emits coins:changed with the new balance; failure re-enables silently', async () => {
    let ok = false;
    const { services, view, requests } = setup(
      routes(
        {},
        { 'GET /api/v1/coupons/convert/1': () => (ok ? { body: { data: { premiumCoins: 1540 } } } : { status: 500 }) },
      ),
      'inventory',
    );
    fireEvent.click(await screen.findByRole('tab', { name: /Donate inventory/ }));
    await screen.findByRole('button', { name: 'Swap for 40 coins: Prize 1' });
    expect(view.container.querySelectorAll('.wgt-grid--coupons > li')).toHaveLength(24);
    expect(screen.getByText('Swapped')).toBeTruthy();
    expect(screen.getByText('Not swappable')).toBeTruthy();
    const coins: unknown[] = [];
    services.bus.on('coins:changed', (p) => coins.push(p));
    // Every swap asks first, in place (docs/widgets/cabinet.md).
    const confirm = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Swap for 40 coins: Prize 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      return screen.getByRole('button', { name: 'Swap for 40 coins: Prize 1' });
    };
    const busy = confirm();
    expect(busy.getAttribute('aria-disabled') === 'true').toBe(true);
    await waitFor(() => expect(busy.getAttribute('aria-disabled') === 'true').toBe(false));
    expect(coins).toEqual([]);
    ok = true;
    confirm();
    expect(await screen.findByText('Swapped. Balance: 1,540 coins')).toBeTruthy();
    expect(coins).toEqual([{ premiumCoins: 1540 }]);
    expect(requests.filter((r) => r.path === '/api/v1/coupons/convert/1')).toHaveLength(2);
  });
});

describe('referral', () => {
  it('players stats with defaults and capped milestones; donat uses the first status without lastStatus', async () => {
    const { view } = setup(routes(), 'ref-system');
    expect((await screen.findByTestId('referral-total')).textContent).toBe('9');
    expect(screen.getByTestId('stat-perPerson').textContent).toBe('$0.00');
    expect(screen.getByTestId('stat-earned').textContent).toBe('$0.00');
    expect(screen.getByTestId('milestones-reached').textContent).toBe('1 of 2 reached');
    expect([...view.container.querySelectorAll('progress')].map((p) => (p as HTMLProgressElement).value)).toEqual([
      100, 35,
    ]);
    expect(screen.getByRole('tab', { name: 'Paid' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Donat' }));
    expect(screen.getByTestId('current-status').textContent).toContain('Newcomer');
    expect(screen.getByTestId('next-status').textContent).toBe('To “Recruiter”: 5 of 5');
  });

  it('milestones count active referrals, not the invited total (3 active of 7: "3 / 5")', async () => {
    const stats = { data: { systemAccountStatistic: { activeReferral: 3, totalReferral: 7 }, lastStatus: null } };
    const { view } = setup(routes({}, { 'GET /api/v1/referral/account-statistic': { body: stats } }), 'ref-system');
    expect((await screen.findByTestId('referral-total')).textContent).toBe('7');
    expect(view.container.querySelector('.wgt-milestone__need')?.textContent).toMatch(/^3 \/ 5\b/);
    expect(screen.getByTestId('milestones-reached').textContent).toBe('0 of 2 reached');
  });

  it('a failure shows an error with retry', async () => {
    setup(routes({}, { 'GET /api/v1/referral/milestone': { status: 500 } }), 'ref-system');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the referral data.');
  });
});

describe('settings', () => {
  const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

  it('change password: save disabled until filled and matching; sends the form; success clears it', async () => {
    const { requests, services } = setup(
      routes({}, { 'POST /api/v1/user/reset-password': { body: { data: { success: true } } } }),
      'settings',
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    type(screen.getByLabelText('Old password'), 'old-pass');
    type(screen.getByLabelText('New password'), 'new-pass-1');
    expect(save.hasAttribute('disabled')).toBe(true);
    type(screen.getByLabelText('Repeat the password'), 'new-pass-2');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.focusOut(screen.getByLabelText('Repeat the password'));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords must match');
    type(screen.getByLabelText('Repeat the password'), 'new-pass-1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(save);
    await waitFor(() => expect((screen.getByLabelText('Old password') as HTMLInputElement).value).toBe(''));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      old_password: 'old-pass',
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    });
    expect(services.notify.list().map((n) => n.message)).toEqual(['Password updated successfully']);
  });

  it('change password: a refusal marks the old password incorrect', async () => {
    setup(routes({}, { 'POST /api/v1/user/reset-password': { status: 422, body: { message: 'bad' } } }), 'settings');
    type(await screen.findByLabelText('Old password'), 'wrong');
    type(screen.getByLabelText('New password'), 'new-pass-1');
    type(screen.getByLabelText('Repeat the password'), 'new-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The refusal is the old password's own error (the field is marked), not a message about the whole form.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Old password is incorrect');
    expect(screen.getByLabelText('Old password').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new-pass-1');
  });

  it.each([
    [429, 'Too many attempts. Wait a minute and try again.'],
    [403, 'Could not change the password. Reload the page and try again.'],
    [404, 'Could not change the password. Reload the page and try again.'],
  ])('change password: a %i says so honestly, not "Old password is incorrect"', async (status, text) => {
    setup(routes({}, { 'POST /api/v1/user/reset-password': { status, body: { message: 'no' } } }), 'settings');
    type(await screen.findByLabelText('Old password'), 'right-pass');
    type(screen.getByLabelText('New password'), 'new-pass-1');
    type(screen.getByLabelText('Repeat the password'), 'new-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(alert.className, 'the shared form alert (shared/ui/form-alert.tsx)').toBe('wgt-form__alert');
    expect(screen.getByLabelText('Old password').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('two-factor: sends code and secret, then 1 s later shows the enabled state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const secret = 'JBSWY3DPEHPK3PXP';
    let verify = false;
    const { requests, services } = setup(
      routes(
        {},
        {
          'GET /api/v1/user/2fa/secret': {
            body: {
              data: {
                secret,
                QRImage:
                  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h1v1H0z"/><script>alert(1)</script></svg>',
              },
            },
          },
          'POST /api/v1/user/2fa/verify': () =>
            verify ? { body: { data: { success: true } } } : { status: 422, body: { message: 'no' } },
        },
      ),
      'settings',
    );
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(await screen.findByRole('tab', { name: 'Two-factor auth' }));
    // Shown in groups of four for typing by hand; the text itself (a selection, Copy) has no spaces.
    const shown = await screen.findByTestId('twofa-secret');
    expect([...shown.children].map((g) => g.textContent)).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(shown.textContent).toBe(secret);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(writeText).toHaveBeenCalledWith(secret);
    const qr = document.querySelector('.wgt-twofa__qr')!.innerHTML;
    expect(qr).toContain('<path d="M0 0h1v1H0z"');
    expect(qr).not.toContain('script');
    const activate = screen.getByRole('button', { name: 'Activate' });
    const code = new TOTP({ secret }).generate();
    type(screen.getByRole('textbox', { name: 'Code from the app' }), code.slice(0, 5));
    expect(activate.hasAttribute('disabled')).toBe(true);
    type(screen.getByRole('textbox', { name: 'Code from the app' }), code);
    fireEvent.click(activate);
    expect((await screen.findByRole('alert')).textContent).toBe('Verification code entered incorrectly');
    verify = true;
    screen.getByRole('textbox', { name: 'Code from the app' }).focus();
    fireEvent.click(activate);
    await waitFor(() =>
      expect(services.notify.list().map((n) => n.message)).toEqual(['Two-factor authentication enabled']),
    );
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { verification_code: code, google_secret: secret },
      { verification_code: code, google_secret: secret },
    ]);
    expect(document.querySelector('.wgt-twofa[data-state="disabled"]')).not.toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    await waitFor(() => expect(document.querySelector('.wgt-twofa[data-state="enabled"]')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Deactivate' }).hasAttribute('disabled')).toBe(true);
    // The focus was in the form: it goes to the result's heading, not to an empty code box beside "Deactivate".
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two-factor authentication is on' }));
  });

  it('two-factor: deactivate sends the code, fetches a fresh secret, 1 s later shows the setup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let up = false;
    const { requests } = setup(
      routes(
        { isTwoFaEnabled: true },
        {
          'DELETE /api/v1/user/2fa/destroy': () =>
            up ? { body: { data: { success: true } } } : { status: 500, body: { message: 'Server Error' } },
          'GET /api/v1/user/2fa/secret': {
            body: { data: { secret: 'FRESHSECRET', QRImage: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } },
          },
        },
      ),
      'settings',
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Two-factor auth' }));
    expect(requests.some((r) => r.path.endsWith('/2fa/secret'))).toBe(false);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code from the app' }), {
      target: { value: '123456' },
    });
    // A server trouble is the form's message, not a wrong code.
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Try again in a few minutes.');
    expect(screen.getByRole('textbox', { name: 'Code from the app' }).getAttribute('aria-invalid')).not.toBe('true');
    up = true;
    screen.getByRole('textbox', { name: 'Code from the app' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/2fa/secret'))).toHaveLength(1));
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ verification_code: '123456' });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect((await screen.findByTestId('twofa-secret')).textContent).toBe('FRESHSECRET');
    // The focus was in the form: it goes to the new setup's empty code field.
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code from the app' });
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });
});

describe('coupons paging against a hostile server', () => {
  // The sentinel of a short list stays in view: every observation reports it, as a browser's would.
  class AlwaysInView {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      queueMicrotask(() =>
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
    }
    disconnect() {}
  }
  afterEach(() => void vi.unstubAllGlobals());

  const pages = (answer: (page: number) => { coupons: unknown[]; currentPage: number }) =>
    routes(
      {},
      {
        'GET /api/v1/coupons/user/': (r) => {
          const page = Number(new URL(r.url).searchParams.get('page'));
          const { coupons, currentPage } = answer(page);
          return { body: { data: { coupons, pageInfo: { currentPage, lastPage: 1e9 } } } };
        },
      },
    );
  const couponCalls = (requests: { path: string }[]) =>
    requests.filter((r) => r.path === '/api/v1/coupons/user/').length;

  it('an empty page ends the list: lastPage 1e9 asks no more', async () => {
    vi.stubGlobal('IntersectionObserver', AlwaysInView);
    const { requests } = setup(
      pages((page) => ({ coupons: page === 1 ? [coupon(1)] : [], currentPage: page })),
      'inventory',
    );
    fireEvent.click(await screen.findByRole('tab', { name: /Donate inventory/ }));
    await screen.findByText('No more results!');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(couponCalls(requests)).toBe(2);
  });

  it('a page number that does not advance ends the list', async () => {
    vi.stubGlobal('IntersectionObserver', AlwaysInView);
    const { requests } = setup(
      pages(() => ({ coupons: [coupon(1)], currentPage: 1 })),
      'inventory',
    );
    fireEvent.click(await screen.findByRole('tab', { name: /Donate inventory/ }));
    await screen.findByText('No more results!');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(couponCalls(requests)).toBe(2);
  });
});
