import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import donate from '../../../widgets/donate/index';
import { donate as donateMessages } from '../../../widgets/donate/messages';
import { renderWidget, description } from '../../support/render';
import { fakeServices } from '../../support/services';
import { routes } from './fixtures';

type Grecaptcha = { ready(fn: () => void): void; execute(): Promise<string> };
const setCaptcha = (token: string) => {
  (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha = {
    ready: (fn) => fn(),
    execute: () => Promise.resolve(token),
  };
};

function setup(options: Parameters<typeof fakeServices>[0] = {}, hash = '') {
  const fake = fakeServices({ config: { locale: 'en' }, routes: routes(), ...options });
  vi.mocked(fake.nav.path).mockReturnValue('/en/donate');
  vi.mocked(fake.nav.hash).mockReturnValue(hash);
  renderWidget(donate, {}, fake.services);
  return fake;
}
const amount = () => screen.getByLabelText('Amount of coins') as HTMLInputElement;
/** A key typed at the end of the amount, onto whatever the field holds by then. */
const typeKey = (key: string) => fireEvent.input(amount(), { target: { value: amount().value + key } });
// The coins form's Buy names its total ("Pay €10.00"): found by the dictionary's words before the total.
const payButton = () =>
  screen.getByRole('button', { name: new RegExp(`^${donateMessages.en.donate.pay.split('{{')[0]}`) });

beforeEach(() => setCaptcha('captcha-token'));
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

describe('donate shop', () => {
  it('shows the product tabs, coins default, title; cases hidden and coming soon disabled for a visitor', async () => {
    const { nav } = setup();
    expect((await screen.findByRole('tab', { name: 'One Coins' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Cases' })).toBeNull();
    expect(screen.getByRole('tab', { name: /Premium/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tab', { name: /Premium/ }).textContent).toContain('Coming soon');
    expect(nav.title).toHaveBeenCalledWith('Nova RP — Donate');
    expect(amount().value).toBe('100');
  });

  it('redirects a visitor deep-linking to #cases home', async () => {
    const { nav } = setup({}, 'cases');
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/en/'));
  });

  it('selecting a tab sets the hash', async () => {
    const { nav } = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Special offers' }));
    expect(nav.setHash).toHaveBeenCalledWith('goods');
    expect(await screen.findByText('Starter case')).toBeTruthy();
  });

  it('caps the amount at once; a pause while typing keeps every digit, the minimum comes on leaving the field', async () => {
    const { requests } = setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    vi.useFakeTimers();
    fireEvent.input(amount(), { target: { value: '99999' } });
    expect(amount().value).toBe('30000');
    // "2", "5", "0" typed 800 ms apart: no digit is raised to the minimum (5) on the way to 250.
    fireEvent.input(amount(), { target: { value: '' } });
    for (const [key, shown] of [
      ['2', '2'],
      ['5', '25'],
      ['0', '250'],
    ]) {
      typeKey(key!);
      await act(async () => void (await vi.advanceTimersByTimeAsync(800)));
      expect(amount().value).toBe(shown);
    }
    fireEvent.input(amount(), { target: { value: '3' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(amount().value).toBe('3');
    // While below, the field says so (its description, read with it).
    const described = (amount().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent).join(' ')).toContain(
      'Below the minimum: it becomes 5 when you leave the field',
    );
    fireEvent.focusOut(amount());
    expect(amount().value).toBe('5');
    expect(screen.queryByText(/Below the minimum/)).toBeNull();
    // Typed again and paid without leaving the field: the minimum is what is charged.
    vi.useRealTimers();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'buyer@example.com' } });
    fireEvent.input(amount(), { target: { value: '4' } });
    fireEvent.submit(amount().form!);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ amount: 5, price: 0.5 });
  });

  it('a pause in typing never changes what Pay charges', async () => {
    const { requests } = setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    vi.useFakeTimers();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'buyer@example.com' } });
    fireEvent.input(amount(), { target: { value: '' } });
    for (const key of ['2', '5', '0']) {
      typeKey(key);
      await act(async () => void (await vi.advanceTimersByTimeAsync(800)));
    }
    vi.useRealTimers();
    fireEvent.click(payButton());
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ amount: 250, price: 25 });
  });

  it('the summary is said once the figures settle, and only what changed', async () => {
    setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    // The form's own: an earlier test's lazily loaded announcer (focus-invalid) may still be on the page.
    const status = () => within(amount().closest('form')!).getByRole('status');
    // The figures themselves are not a live region: they changed on every keystroke and slider step.
    expect(screen.getByTestId('total').closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    vi.useFakeTimers();
    fireEvent.input(amount(), { target: { value: '' } });
    for (const key of ['2', '0', '0']) {
      typeKey(key);
      await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
      expect(status().textContent).toBe('');
    }
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(status().textContent).toBe('Bonus: +10 coins. You get: 210 coins. You pay: €20.00');
    // Five slider steps: one sentence after the last; the bonus (the same tier's 5 %) is not said again.
    const slider = screen.getByRole('slider');
    for (const value of ['201', '202', '203', '204', '210']) {
      fireEvent.change(slider, { target: { value } });
      fireEvent.input(slider, { target: { value } });
      await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    }
    expect(status().textContent).toBe('Bonus: +10 coins. You get: 210 coins. You pay: €20.00');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(status().textContent).toBe('You get: 220 coins. You pay: €21.00');
  });

  it('updates bonus and total live; a tier click sets its amount', async () => {
    setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.input(amount(), { target: { value: '200' } });
    expect(screen.getByTestId('bonus').textContent).toBe('+10 coins');
    expect(screen.getByTestId('total').textContent).toBe('€20.00');
    fireEvent.click(screen.getByRole('button', { name: /€0\.00 – €9\.99/ }));
    expect(amount().value).toBe('5');
    expect(screen.getByTestId('bonus').textContent).toBe('+0 coins');
  });

  it('Buy says what it charges, right under the total: the payment methods come before the total', async () => {
    setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.input(amount(), { target: { value: '200' } });
    const pay = screen.getByRole('button', { name: 'Pay €20.00' });
    const total = screen.getByTestId('total');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    // In document order: methods, then the total, then Buy (in its bar), with nothing between the total's list and Buy.
    expect(methods.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const bar = total.closest('dl')?.nextElementSibling;
    expect(bar?.firstElementChild).toBe(pay);
    expect(bar?.textContent).toBe(pay.textContent);
  });

  it('amount chips beside the field set the amount in one tap; a chip outside the range is not offered', async () => {
    setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    const chips = screen.getByRole('group', { name: 'Quick amounts' });
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['100', '500', '1,000', '5,000']);
    fireEvent.click(screen.getByRole('button', { name: '1,000' }));
    expect(amount().value).toBe('1000');
    expect(screen.getByRole('button', { name: '1,000' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('total').textContent).toBe('€100.00');
  });

  it('shows validation messages and sends nothing', async () => {
    const { requests } = setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.click(payButton());
    const email = screen.getByLabelText('E-mail');
    expect(description(email)).toContain('Email field must not be empty');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.input(email, { target: { value: 'x@y' } });
    expect(screen.queryByText('Email field must not be empty')).toBeNull();
    fireEvent.click(payButton());
    expect(description(email)).toContain('Invalid email entered');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('saves the cart with the bot-check token, stores the product and routes to verification; a double click sends once', async () => {
    const { requests, nav, services } = setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'buyer@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Bitcoin' }));
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/en/donate/verification-payment'));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      'g-recaptcha-response': 'captcha-token',
      login: 'buyer@example.com',
      amount: 100,
      bonus: 5,
      price: 10,
      payment_method_name: 'Bitcoin',
      server_key: 'one',
      currency_code: 'EUR',
    });
    expect(services.storage.local.get('product')).toMatchObject({ login: 'buyer@example.com', amount: 100 });
  });

  it("stores the cart id the server answers with the product (a visitor's cart on a cross-origin API)", async () => {
    const saved = (r: { body: unknown }) => ({
      body: { data: r.body, product_type: 'one_coin', cart_id: 'cart-7f3a' },
    });
    const { nav, services } = setup({ routes: routes({ 'POST /api/donate/cart': saved }) });
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'buyer@example.com' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/en/donate/verification-payment'));
    expect(services.storage.local.get('product')).toMatchObject({ login: 'buyer@example.com', cart_id: 'cart-7f3a' });
  });

  it('without a bot-check token: "Captcha not valid" and no request', async () => {
    setCaptcha('');
    const { requests, services } = setup();
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'buyer@example.com' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(services.notify.list().map((n) => n.message)).toEqual(['Captcha not valid']));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a failed cart save under a double click: one request, one error raised (it showed twice)', async () => {
    const { services, requests } = setup({ routes: routes({ 'POST /api/donate/cart': { status: 500, body: {} } }) });
    await screen.findByRole('tab', { name: 'One Coins' });
    const raised = vi.spyOn(services.notify, 'error');
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'buyer@example.com' } });
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(services.notify.list()).toHaveLength(1));
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    expect(requests.filter((r) => r.path === '/api/donate/cart')).toHaveLength(1);
    expect(raised).toHaveBeenCalledTimes(1);
  });

  it('a failed cart save (the server failing) says so and keeps the form', async () => {
    const { services, nav } = setup({ routes: routes({ 'POST /api/donate/cart': { status: 500, body: {} } }) });
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'buyer@example.com' } });
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(services.notify.list().map((n) => n.message)).toEqual(['Server error. Try again in a few minutes.']),
    );
    expect(nav.push).not.toHaveBeenCalled();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('buyer@example.com');
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('a signed-in player: cases tab shown, e-mail and server locked and stored', async () => {
    const { services } = setup({ config: { locale: 'en', apiToken: 'tok' } });
    expect(await screen.findByRole('tab', { name: 'Cases' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('player@example.com'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Server') as HTMLSelectElement).value).toBe('two');
    expect((screen.getByLabelText('Server') as HTMLSelectElement).disabled).toBe(true);
    expect(services.storage.local.get('user')).toEqual({
      email: 'player@example.com',
      server: 'two',
      premiumCoins: 150,
    });
  });

  it('a visitor loses the stored user entry', async () => {
    const fake = fakeServices({ config: { locale: 'en' }, routes: routes() });
    fake.services.storage.local.set('user', { email: 'x@y.z', server: 'one', premiumCoins: 1 });
    vi.mocked(fake.nav.path).mockReturnValue('/en/donate');
    renderWidget(donate, {}, fake.services);
    await screen.findByRole('tab', { name: 'One Coins' });
    expect(fake.services.storage.local.get('user')).toBeUndefined();
  });

  it('a failed load offers a retry', async () => {
    setup({ routes: routes({ 'GET /api/donate-data': { status: 500 } }) });
    expect((await screen.findByRole('alert')).textContent).toContain('The shop failed to load.');
  });
});
