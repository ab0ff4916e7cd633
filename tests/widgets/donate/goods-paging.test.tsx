import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import donate from '../../../widgets/donate/index';
import { GOODS_PAGE } from '../../../widgets/donate/goods/goods-tab';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { goods, routes } from './fixtures';

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ...goods.data.goods[0]!, id: 1000 + i, name: `Offer ${i + 1}` }));

function setup(count: number) {
  const answer = { data: { ...goods.data, goods: many(count) } };
  const fake = fakeServices({ config: { locale: 'en' }, routes: routes({ 'GET /api/v1/goods': { body: answer } }) });
  vi.mocked(fake.nav.path).mockReturnValue('/en/donate');
  vi.mocked(fake.nav.hash).mockReturnValue('goods');
  renderWidget(donate, {}, fake.services);
}
const rows = () => document.querySelectorAll('.wgt-goods__list > li').length;

describe('goods: a long list renders in pages (a hostile 10,000 is no 160k-node page)', () => {
  // Checking 10,000 rows against the schema takes about a second quiet, several on a loaded two-core machine.
  it(
    `10,000 goods: ${GOODS_PAGE} rows and "Show more", which adds ${GOODS_PAGE} at a time`,
    { timeout: 30_000 },
    async () => {
      setup(10_000);
      await screen.findByText('Offer 1', {}, { timeout: 20_000 });
      expect(rows()).toBe(GOODS_PAGE);
      expect(document.querySelectorAll('*').length).toBeLessThan(2_000);
      fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(rows()).toBe(2 * GOODS_PAGE));
      expect(screen.getByText(`Offer ${2 * GOODS_PAGE}`)).toBeTruthy();
    },
  );

  it('a list that fits shows every row and no button', async () => {
    setup(GOODS_PAGE);
    await screen.findByText(`Offer ${GOODS_PAGE}`);
    expect(rows()).toBe(GOODS_PAGE);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
