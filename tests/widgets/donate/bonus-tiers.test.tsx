import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import donate from '../../../widgets/donate/index';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { routes } from './fixtures';

// A tier's range is two amounts of money in the store's format, whatever text the API sends beside them
// (price_text "0–9.99 €" in every language).
describe('bonus tiers', () => {
  const cases = [
    ['ru', ['0,00 €', '9,99 €'], ['10,00 €', '49,99 €']],
    ['uk', ['0,00 €', '9,99 €'], ['10,00 €', '49,99 €']],
    ['en', ['€0.00', '€9.99'], ['€10.00', '€49.99']],
  ] as const;
  for (const [locale, first, second] of cases)
    it(`prints the bounds as money (${locale})`, async () => {
      const fake = fakeServices({ config: { locale }, routes: routes() });
      vi.mocked(fake.nav.path).mockReturnValue(`/${locale}/donate`);
      vi.mocked(fake.nav.hash).mockReturnValue('');
      renderWidget(donate, {}, fake.services);
      const prices = await screen.findAllByText((_, el) => el?.classList.contains('wgt-donate__tier-price') ?? false);
      const text = (s: string) => s.replace(/\s/g, ' ');
      expect(prices.map((p) => text(p.textContent ?? ''))).toEqual([
        text(`${first[0]} – ${first[1]}`),
        text(`${second[0]} – ${second[1]}`),
      ]);
    });
});
