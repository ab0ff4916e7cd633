import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import donate from '../../../widgets/donate/index';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { routes } from './fixtures';

/** The payment fail page (docs/widgets/donate.md "Success / fail"): what was being bought, what next, a retry, support. */
const product = {
  login: 'a@b.co',
  title: 'Gold case bundle',
  price: 179.99,
  product_qty: 1,
  server: { title: 'Nova One' },
  currency_code: 'EUR',
};

function fail(options: { support?: string } = {}, stored: unknown = product) {
  const fake = fakeServices({ config: { locale: 'en', apiToken: 'tok' }, routes: routes() });
  vi.mocked(fake.nav.path).mockReturnValue('/en/donate/fail');
  vi.mocked(fake.nav.search).mockReturnValue(new URLSearchParams('message=Declined'));
  if (stored) fake.services.storage.local.set('product', stored);
  renderWidget(donate, options, fake.services);
  return fake;
}
const heading = () => screen.findByRole('heading', { name: 'Payment error' });

describe('payment fail page', () => {
  it('shows the stored product and its amount, what to do next and the retry', async () => {
    fail();
    await heading();
    expect(screen.getByRole('row', { name: 'Product Gold case bundle' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Total to pay €179.99' })).toBeTruthy();
    expect(screen.getByText(/^Nothing was paid for this order\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back and retry' }).getAttribute('href')).toBe(
      '/en/donate/verification-payment',
    );
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
  });

  it('without a stored cart: no receipt, the general hint, the retry goes to the store', async () => {
    fail({}, null);
    await heading();
    expect(screen.queryByRole('row')).toBeNull();
    expect(screen.getByText('You can try again or choose another payment method.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back and retry' }).getAttribute('href')).toBe('/en/donate');
  });

  it("links the host's support page when the URL policy accepts it, and refuses a javascript: one", async () => {
    fail({ support: 'https://help.example/ticket' });
    await heading();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'https://help.example/ticket',
    );
  });

  it('refuses a support address the URL policy does not allow, with a warning', async () => {
    const { log } = fail({ support: 'javascript:alert(1)' });
    await heading();
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    expect(vi.mocked(log.warn).mock.calls.flat().join(' ')).toMatch(/refused link/);
  });
});
