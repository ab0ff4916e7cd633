import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../../shared/storage';
import donate from '../../../widgets/donate/index';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { routes } from './fixtures';

const five = { login: 'a@b.co', title: '50 OC', price: 5, product_qty: 1, bonus: 0, currency_code: 'EUR' };
const big = { ...five, title: '30000 OC', price: 3000, bonus: 3000 };

/** The check page over the page's real local storage, with the server holding `server` as the cart. */
function check(server: () => unknown) {
  localStorage.setItem('product', JSON.stringify(five));
  const fake = fakeServices({
    config: { locale: 'en' },
    storage: createStorage(window),
    routes: routes({ 'GET /api/donate/cart': () => ({ body: { data: server() } }) }),
  });
  vi.mocked(fake.nav.path).mockReturnValue('/en/donate/verification-payment');
  renderWidget(donate, {}, fake.services);
  return fake;
}
const total = () => screen.getByRole('row', { name: /Total to pay/ }).textContent;
const orders = (requests: { path: string; method: string }[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/donate/order');
const proceed = () => {
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

beforeEach(() => {
  (window as unknown as { grecaptcha: unknown }).grecaptcha = {
    ready: (fn: () => void) => fn(),
    execute: () => Promise.resolve('tok'),
  };
});

describe('verification page: a cart changed elsewhere (docs/widgets/donate.md, "Tabs")', () => {
  it('another tab stores a new product: the page shows it, unticks the terms and asks again', async () => {
    check(() => big);
    await screen.findByRole('heading', { name: 'Data verification' });
    expect(total()).toBe('Total to pay€5.00');
    fireEvent.click(screen.getByRole('checkbox'));
    act(() => {
      localStorage.setItem('product', JSON.stringify(big));
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'product', newValue: JSON.stringify(big), storageArea: localStorage }),
      );
    });
    await waitFor(() => expect(total()).toBe('Total to pay€3,000.00'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart has changed. Check the order and confirm it again.',
    );
  });

  it("reads the server's cart before the order: a different one is shown, not paid, until confirmed again", async () => {
    const { requests, nav } = check(() => big);
    await screen.findByRole('heading', { name: 'Data verification' });
    proceed();
    await waitFor(() => expect(total()).toBe('Total to pay€3,000.00'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart has changed. Check the order and confirm it again.',
    );
    expect(orders(requests)).toHaveLength(0);
    expect(nav.assign).not.toHaveBeenCalled();
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
    proceed();
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('http://pay.test/pay?order=1'));
    expect(orders(requests)).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/api/donate/cart').map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('the server holds no cart: the page says the cart is empty and orders nothing', async () => {
    const { requests } = check(() => null);
    await screen.findByRole('heading', { name: 'Data verification' });
    proceed();
    await screen.findByText('Your cart is empty.');
    expect(orders(requests)).toHaveLength(0);
  });
});

describe('a visitor on a cross-origin API (docs/BACKEND.md "Visitor carts")', () => {
  it('keeps the cart id the server gave and sends it when it reads the cart and when it orders', async () => {
    localStorage.setItem('product', JSON.stringify({ ...five, cart_id: 'cart-7f3a' }));
    const fake = fakeServices({
      config: { locale: 'en' },
      storage: createStorage(window),
      routes: routes({ 'GET /api/donate/cart': () => ({ body: { data: { ...five, cart_id: 'cart-7f3a' } } }) }),
    });
    vi.mocked(fake.nav.path).mockReturnValue('/en/donate/verification-payment');
    renderWidget(donate, {}, fake.services);
    await screen.findByRole('heading', { name: 'Data verification' });
    proceed();
    await waitFor(() => expect(fake.nav.assign).toHaveBeenCalledWith('http://pay.test/pay?order=1'));
    const read = fake.requests.find((r) => r.method === 'GET' && r.path === '/api/donate/cart');
    expect(new URL(read!.url).searchParams.get('cart_id')).toBe('cart-7f3a');
    expect(fake.requests.find((r) => r.method === 'POST' && r.path === '/api/donate/order')?.body).toMatchObject({
      cart_id: 'cart-7f3a',
    });
  });
});
