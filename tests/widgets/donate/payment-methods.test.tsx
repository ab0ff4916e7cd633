import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentMethods } from '../../../widgets/donate/checkout/payment-methods';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

const render = (groups: Parameters<typeof PaymentMethods>[0]['groups']) =>
  renderWith(<PaymentMethods groups={groups} value="stripe" onChange={() => {}} />, fakeServices().services);

describe('payment methods', () => {
  it('a hostile group title is shown as text, never as markup', () => {
    render([{ title: '<img src=x onerror=alert(1)>Card', methods: [{ name: 'stripe', title: 'Card' }] }]);
    const group = screen.getByRole('group', { name: '<img src=x onerror=alert(1)>Card' });
    expect(group.querySelector('img')).toBeNull();
  });

  it("shows each group's title as its heading, naming the group", () => {
    render([
      { title: 'Card', methods: [{ name: 'stripe', title: 'Card (Stripe)' }] },
      { title: 'Crypto', methods: [{ name: 'Bitcoin' }, { name: 'Ethereum' }] },
      { methods: [{ name: 'other', title: 'Other method' }] },
    ]);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Card', 'Crypto']);
    const crypto = screen.getByRole('group', { name: 'Crypto' });
    expect(
      within(crypto)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Bitcoin', 'Ethereum']);
    expect(screen.getByRole('radio', { name: 'Other method' })).toBeTruthy();
  });
});
