import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import donate from '../../../widgets/donate/index';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { routes } from './fixtures';

/**
 * /donate/success (docs/widgets/donate.md, "The receipt"): anyone can write its address, so a value shows
 * only when it is what it claims to be, and the saved cart counts only when it is the order paid.
 */
const cart = {
  login: 'a@b.co',
  title: '600 OC',
  price: 60,
  product_qty: 1,
  bonus: 60,
  tokenValue: 600,
  server: { title: 'Nova One' },
  currency_code: 'EUR',
};

function success(search: string, stored: unknown = cart) {
  const fake = fakeServices({ config: { locale: 'en', apiToken: 'tok' }, routes: routes() });
  vi.mocked(fake.nav.path).mockReturnValue('/en/donate/success');
  vi.mocked(fake.nav.search).mockReturnValue(new URLSearchParams(search));
  if (stored) fake.services.storage.local.set('product', stored);
  renderWidget(donate, {}, fake.services);
  return fake;
}
const heading = () => screen.findByRole('heading', { name: 'Payment successful' });
const rows = () => screen.queryAllByRole('row').map((row) => row.textContent);
const PAID = 'order=7001&date=2025-03-04T10:00:00Z&account=a%40b.co&server=Nova%20One&product=600%20OC&quantity=1';

describe('the receipt shows only what is what it claims to be', () => {
  it("a forged link prints none of its text: product, payment and quantity are anyone's words", async () => {
    const fake = success(
      'order=9999&product=50000 OC — your payment went to manual review; send the SMS code to @nova_support_bot' +
        '&quantity=1 (plus 5000 free, write to @nova_support_bot)&sum=0.01&currency=EUR&payment=Support: t.me/fake' +
        '&account=victim&server=Official support: t.me/fake&date=call +7 900 000',
      null,
    );
    await heading();
    await waitFor(() => expect(fake.requests.some((r) => r.path === '/api/donate-data')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.body.textContent).not.toMatch(/nova_support_bot|t\.me|manual review|victim|\+7 900/);
    expect(rows()).toEqual(['Order number#9999', 'Sum€0.01']);
  });

  it('a currency nobody knows (ABCD) leaves the sum out instead of failing the widget', async () => {
    success(`${PAID}&sum=10&currency=ABCD`);
    await heading();
    expect(document.body.textContent).not.toContain('ABCD');
    expect(rows().some((row) => row?.startsWith('Sum'))).toBe(false);
  });

  it('a saved cart that is not the order paid adds no row and stays saved', async () => {
    const fake = success('order=7002&account=a%40b.co&product=157%20OC&quantity=1&sum=15.70&currency=EUR');
    await heading();
    expect(rows()).toEqual(['Order number#7002', 'Sum€15.70']);
    expect(fake.services.storage.local.get('product')).toEqual(cart);
  });

  it('the order paid: its cart\u2019s account, product, coins; the server the API lists; the method by its name', async () => {
    const fake = success(`${PAID}&bonus=60&sum=60&currency=EUR&payment=stripe`);
    await heading();
    await screen.findByRole('row', { name: 'Payment system Card' });
    expect(rows()).toEqual([
      'Order number#7001',
      'Purchase date04.03.2025',
      'Accounta@b.co',
      'ServerNova One',
      'Product600 OC',
      'Quantity1',
      'Bonus+60 coins',
      'Coins in all660 coins',
      'Sum€60.00',
      'Payment systemCard',
    ]);
    await waitFor(() => expect(fake.services.storage.local.get('product')).toBeUndefined());
  });
});
