import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cabinet from '../../../widgets/cabinet/index';
import type { Routes } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { coupon, routes } from './fixtures';

// A swap cannot be undone: every swap asks first, in place (docs/widgets/cabinet.md).
function setup(extra: Routes) {
  const fake = fakeServices({ config: { locale: 'en', apiToken: 'tok' }, routes: routes({}, extra) });
  vi.mocked(fake.nav.hash).mockReturnValue('inventory');
  renderWidget(cabinet, {}, fake.services);
  return fake;
}

const legendary = coupon(7, { name: 'Supercar', color: 'legendary', premiumCoinsPrice: 400 });
const list = {
  'GET /api/v1/coupons/user/': {
    body: { data: { coupons: [legendary, coupon(1)], pageInfo: { currentPage: 1, lastPage: 1 } } },
  },
  'GET /api/v1/coupons/convert/7': { body: { data: { premiumCoins: 1900 } } },
  'GET /api/v1/coupons/convert/1': { body: { data: { premiumCoins: 1540 } } },
};
const converts = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith('/api/v1/coupons/convert/'));

/** The inventory of `list`, then Swap and Yes on `name`'s tile, each focused as a keyboard press leaves it. */
async function swapFocused(name: string) {
  setup(list);
  fireEvent.click(await screen.findByRole('tab', { name: /Donate inventory/ }));
  const press = (el: HTMLElement) => {
    el.focus();
    fireEvent.click(el);
  };
  press(await screen.findByRole('button', { name }));
  press(screen.getByRole('button', { name: 'Yes' }));
}

describe('cabinet prize inventory: swap', () => {
  it('a legendary asks "Swap for 400 coins?"; Cancel sends nothing, Yes swaps and shows the new balance', async () => {
    const { requests } = setup(list);
    fireEvent.click(await screen.findByRole('tab', { name: /Donate inventory/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Swap for 400 coins: Supercar' }));
    expect(screen.getByRole('group', { name: 'Swap for 400 coins?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Swap for 400 coins: Supercar' })).toBeTruthy();
    expect(converts(requests)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Swap for 400 coins: Supercar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Swapped. Balance: 1,900 coins')).toBeTruthy();
    expect(converts(requests).map((r) => r.path)).toEqual(['/api/v1/coupons/convert/7']);
  });

  it('a prize below rare asks too (a swap cannot be undone, one tap swapped a simple prize)', async () => {
    const { requests } = setup(list);
    fireEvent.click(await screen.findByRole('tab', { name: /Donate inventory/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Swap for 40 coins: Prize 1' }));
    expect(screen.getByRole('group', { name: 'Swap for 40 coins?' })).toBeTruthy();
    expect(converts(requests)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(converts(requests)).toHaveLength(1));
    expect(await screen.findByText('Swapped. Balance: 1,540 coins')).toBeTruthy();
  });

  it("a single prize swapped: focus goes on to the next tile's Swap, never to the page (WCAG 2.4.3)", async () => {
    await swapFocused('Swap for 400 coins: Supercar');
    expect(await screen.findByText('Swapped. Balance: 1,900 coins')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Swap for 40 coins: Prize 1' })),
    );
  });

  it('the last swappable prize swapped: focus stays on its tile, on the line that says so', async () => {
    await swapFocused('Swap for 40 coins: Prize 1');
    const done = await screen.findByText('Swapped. Balance: 1,540 coins');
    await waitFor(() => expect(document.activeElement).toBe(done.closest('p')));
  });

  // Three equal prizes were three tiles. A stack is one tile, "Supercar ×3"; Swap acts on one of
  // them (the in-place question first, as for one), and the count goes down by one. The same prize from
  // another case has another picture address and is still the same prize.
  it('equal prizes are one tile "×3"; a swap converts one and leaves "×2"; the tiles are padded to 24', async () => {
    const falcon = (id: number) =>
      coupon(id, { name: 'Supercar', color: 'legendary', premiumCoinsPrice: 400, imageName: '/img/f.svg' });
    const { requests } = setup({
      'GET /api/v1/coupons/user/': {
        body: {
          data: {
            coupons: [falcon(9), falcon(8), coupon(1), { ...falcon(7), imageName: '/img/other-case.svg' }],
            pageInfo: { currentPage: 1, lastPage: 1 },
          },
        },
      },
      'GET /api/v1/coupons/convert/7': { body: { data: { premiumCoins: 1900 } } },
    });
    fireEvent.click(await screen.findByRole('tab', { name: /Donate inventory/ }));
    const title = await screen.findByRole('heading', { name: 'Supercar ×3' });
    const grid = title.closest('ul')!;
    expect(grid.querySelectorAll('[data-coupon]')).toHaveLength(2);
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(24);
    // "Each" and "one" as the roulette says them (shared/i18n/prize.messages.ts): the price is each one's.
    const tile = title.closest('li')!;
    expect(tile.querySelector('.wgt-card__meta')!.textContent).toBe('400 coins each');
    const one = screen.getByRole('button', { name: 'Swap 1 for 400 coins: Supercar' });
    expect(one.textContent).toBe('Swap 1');
    fireEvent.click(one);
    expect(screen.getByRole('group', { name: 'Swap 1 for 400 coins?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Swapped. Balance: 1,900 coins')).toBeTruthy();
    expect(converts(requests).map((r) => r.path)).toEqual(['/api/v1/coupons/convert/7']);
    expect(screen.getByRole('heading', { name: 'Supercar ×2' })).toBeTruthy();
    // The swapped one is a tile of its own, swapped; the two left can still be swapped.
    expect(screen.getByRole('heading', { name: 'Supercar' }).closest('li')!.textContent).toContain('Swapped');
    expect(screen.getByRole('button', { name: 'Swap 1 for 400 coins: Supercar' })).toBeTruthy();
  });
});
