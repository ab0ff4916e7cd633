import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/roulette/index';
import type { Routes } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { coupon, detail } from './fixtures';
import { recordLiveRegions } from '../../support/live-regions';
import { fakeReducedMotion } from '../../support/media';

// What a player sees after an open: the count kept, the board stacked, a quiet failure, a
// swap that asks first. Reduced motion throughout: the reveal is at once (docs/widgets/roulette.md).
const SHOW = 'GET /api/v1/cases/user/11';
const OPEN = 'POST /api/v1/cases/open/';
const MULTI = 'POST /api/v1/cases/open-multiple/';
const convert = (id: number) => `GET /api/v1/coupons/convert/${id}`;

beforeEach(() => {
  fakeReducedMotion();
});

function setup(routes: Routes) {
  const fake = fakeServices({ config: { locale: 'en', apiToken: 'tok' }, routes });
  renderWidget(widget, { userCaseId: 11 }, fake.services);
  return fake;
}

const openButton = () => document.querySelector<HTMLButtonElement>('.wgt-roulette__open')!;
const countRadio = (n: number) => screen.getByRole<HTMLInputElement>('radio', { name: String(n) });
const remaining = () => document.querySelector('.wgt-roulette__remaining')!.getAttribute('data-remaining');
const ten = () => Array.from({ length: 10 }, () => coupon(1));

describe('spin more keeps the chosen count (docs/widgets/roulette.md)', () => {
  it('after ×10 with 110 left: 10 stays chosen, Open and Spin more say ×10, Spin more opens 10', async () => {
    const { requests } = setup({ [SHOW]: detail(120), [MULTI]: () => ({ body: { data: { coupons: ten() } } }) });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByLabelText('Open several'));
    fireEvent.click(countRadio(10));
    expect(openButton().textContent).toBe('Open ×10');
    fireEvent.click(openButton());
    await screen.findByRole('heading', { name: 'Your prizes' });
    expect(remaining()).toBe('110');
    expect(countRadio(10).checked).toBe(true);
    const more = screen.getByRole('button', { name: 'Spin more ×10' });
    fireEvent.click(more);
    await waitFor(() => expect(remaining()).toBe('100'));
    const bodies = requests.filter((r) => r.path === '/api/v1/cases/open-multiple/').map((r) => r.body);
    expect(bodies).toEqual([
      { case_id: 2, count: 10 },
      { case_id: 2, count: 10 },
    ]);
  });

  it('a single open says its count too: "Open ×1", "Spin more ×1"', async () => {
    setup({ [SHOW]: detail(4), [OPEN]: { body: { data: { caseItemId: 2, coupons: [coupon(2)] } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    expect(openButton().textContent).toBe('Open ×1');
    expect(await screen.findByRole('button', { name: 'Spin more ×1' })).toBeTruthy();
  });
});

describe('a failed open is not a win', () => {
  it('says what failed, that nothing was opened and the cases are kept, greys the strip; no prize panel', async () => {
    setup({ [SHOW]: detail(4), [OPEN]: { status: 500 } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    const line = await screen.findByText(
      'Server error. Try again in a few minutes. Nothing was opened: your cases are kept.',
    );
    expect(line.getAttribute('role')).toBe('status');
    expect(document.querySelector('.wgt-roulette__stage')!.hasAttribute('data-failed')).toBe(true);
    expect(document.querySelector('.wgt-roulette__result')).toBeNull();
    expect(remaining()).toBe('4');
    expect(document.querySelector('.wgt-roulette__stage > [aria-live="polite"]')!.textContent).toBe('');
    // The strip's text alternative names no prize: nothing was won.
    expect(screen.getByRole('img', { name: /Gold case/ }).getAttribute('aria-label')).toBe(
      'Roulette of the “Gold case” case. The result is announced below.',
    );
  });
});

describe('the board of a multi-open', () => {
  it('stacks duplicates ("Canister ×3") and keeps the tally per coupon', async () => {
    const coupons = [coupon(1), coupon(6), coupon(1), coupon(2), coupon(1)];
    setup({ [SHOW]: detail(30), [MULTI]: { body: { data: { coupons } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByLabelText('Open several'));
    fireEvent.click(openButton());
    await screen.findByRole('heading', { name: 'Your prizes' });
    const rows = [...document.querySelectorAll('.wgt-roulette__prizes > li')];
    expect(rows.map((r) => r.querySelector('.wgt-roulette__prize-name')!.textContent)).toEqual([
      'Mansion',
      'Phone X2',
      'Canister ×3',
    ]);
    expect(screen.getByText('3 × Simple')).toBeTruthy();
    // The stack swaps all of it and says how many: 3 × 5 coins.
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Swap all 3 for 15 coins: Canister' }),
    ).toBeTruthy();
  });

  it('a stack swaps every coupon in it and shows the new balance', async () => {
    const coupons = [coupon(1), coupon(1), coupon(1), coupon(1), coupon(1)];
    const balance = vi.fn(() => ({ body: { data: { premiumCoins: 1500 + 5 * balance.mock.calls.length } } }));
    const routes: Routes = { [SHOW]: detail(5), [MULTI]: { body: { data: { coupons } } } };
    for (const c of coupons) routes[convert(c.id)] = balance;
    const { requests } = setup(routes);
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByLabelText('Open several'));
    fireEvent.click(openButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Swap all 5 for 25 coins: Canister' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Swapped. Balance: 1,525 coins', { selector: '.wgt-roulette__note' })).toBeTruthy();
    expect(requests.filter((r) => r.path.startsWith('/api/v1/coupons/convert/'))).toHaveLength(5);
  });

  it('"Swap all for N coins" asks once and swaps every prize of the board, each sent once', async () => {
    const coupons = [coupon(1), coupon(6), coupon(1), coupon(2)];
    let calls = 0;
    const balance = () => ({ body: { data: { premiumCoins: 1500 + ++calls } } });
    const routes: Routes = { [SHOW]: detail(5), [MULTI]: { body: { data: { coupons } } } };
    for (const c of coupons) routes[convert(c.id)] = balance;
    const { requests } = setup(routes);
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByLabelText('Open several'));
    fireEvent.click(openButton());
    // The epic does not swap: 5 + 5 + 15.
    const total = 25;
    fireEvent.click(await screen.findByRole('button', { name: `Swap all for ${total} coins` }));
    expect(screen.getByRole('group', { name: `Swap all for ${total} coins?` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('All swapped. Balance: 1,503 coins', { selector: '.wgt-roulette__note' }),
    ).toBeTruthy();
    const sent = requests.filter((r) => r.path.startsWith('/api/v1/coupons/convert/')).map((r) => r.path);
    const swappable = coupons.filter((c) => c.isSwapAvailable);
    expect(sent.sort()).toEqual(swappable.map((c) => convert(c.id).replace('GET ', '')).sort());
    expect(screen.queryAllByRole('button', { name: /^Swap/ })).toHaveLength(0);
  });
});

describe('a single open whose answer carries several coupons', () => {
  it('shows every prize, each with its own Swap, announces the one case and Spin more stays ×1', async () => {
    // The item the strip lands on, and two more coupons the same open gave (a bundle).
    const coupons = [coupon(2), coupon(4), coupon(1)];
    const routes: Routes = { [SHOW]: detail(4), [OPEN]: { body: { data: { caseItemId: 2, coupons } } } };
    for (const c of coupons) routes[convert(c.id)] = { body: { data: { premiumCoins: 1600 } } };
    const { requests } = setup(routes);
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    await screen.findByRole('heading', { name: 'Your prizes' });
    const rows = [...document.querySelectorAll('.wgt-roulette__prizes > li')];
    expect(rows.map((r) => r.querySelector('.wgt-roulette__prize-name')!.textContent)).toEqual([
      'Coupe Storm',
      'Phone X2',
      'Canister',
    ]);
    for (const row of rows) expect(within(row as HTMLElement).getByRole('button', { name: /^Swap for \d+ coins: / }));
    expect(screen.getByRole('button', { name: 'Swap all for 140 coins' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin more ×1' })).toBeTruthy();
    expect(document.querySelector('.wgt-roulette__stage > [aria-live="polite"]')!.textContent).toBe(
      '1 case opened, coins to swap: 140',
    );
    fireEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: /^Swap/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(requests.filter((r) => r.path.startsWith('/api/v1/coupons/convert/'))).toHaveLength(1));
    expect(requests.at(-1)!.path).toBe(`/api/v1/coupons/convert/${coupons[2]!.id}`);
  });

  it('one coupon keeps the reveal of one prize', async () => {
    setup({ [SHOW]: detail(4), [OPEN]: { body: { data: { caseItemId: 4, coupons: [coupon(4)] } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    await screen.findByRole('heading', { name: 'Your prize' });
    expect(document.querySelector('.wgt-roulette__prizes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Swap for 120 coins: Coupe Storm' })).toBeTruthy();
  });
});

describe('every swap asks first, in place', () => {
  async function wonRare(extra: Routes = {}) {
    const won = coupon(4); // rare, 120 coins
    const fake = setup({
      [SHOW]: detail(4),
      [OPEN]: { body: { data: { caseItemId: 4, coupons: [won] } } },
      [convert(won.id)]: { body: { data: { premiumCoins: 1620 } } },
      ...extra,
    });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Swap for 120 coins: Coupe Storm' }));
    return fake;
  }
  const converts = (requests: { path: string }[]) =>
    requests.filter((r) => r.path.startsWith('/api/v1/coupons/convert/'));

  it('Cancel keeps the prize: no request, the swap button is back', async () => {
    const { requests } = await wonRare();
    expect(screen.getByText('Swap for 120 coins?')).toBeTruthy();
    expect(converts(requests)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Swap for 120 coins: Coupe Storm' })).toBeTruthy();
    expect(converts(requests)).toHaveLength(0);
  });

  it('Yes swaps, emits coins:changed and shows the new balance', async () => {
    const changed = vi.fn();
    const { requests, services } = await wonRare();
    services.bus.on('coins:changed', changed);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Swapped. Balance: 1,620 coins', { selector: '.wgt-roulette__note' })).toBeTruthy();
    expect(converts(requests)).toHaveLength(1);
    expect(changed).toHaveBeenCalledWith({ premiumCoins: 1620 });
  });

  it('an improved prize (40 coins) asks too', async () => {
    const won = coupon(3);
    const { requests } = setup({
      [SHOW]: detail(4),
      [OPEN]: { body: { data: { caseItemId: 3, coupons: [won] } } },
      [convert(won.id)]: { body: { data: { premiumCoins: 1540 } } },
    });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Swap for 40 coins: Gold watch' }));
    expect(converts(requests)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Swapped. Balance: 1,540 coins', { selector: '.wgt-roulette__note' })).toBeTruthy();
    expect(converts(requests)).toHaveLength(1);
  });
});

describe('one primary action per state', () => {
  const primaries = () =>
    [...document.querySelectorAll<HTMLButtonElement>('.wgt-roulette__stage .wgt-btn--primary')]
      .filter((b) => !b.closest('[hidden]'))
      .map((b) => b.textContent);

  it('before an open, Open ×1 is the one primary action', async () => {
    setup({ [SHOW]: detail(4) });
    await screen.findByRole('heading', { name: 'Gold case' });
    expect(primaries()).toEqual(['Open ×1']);
  });

  it('after a win, Spin more ×1 is, and Open ×1 under it steps back', async () => {
    setup({ [SHOW]: detail(4), [OPEN]: { body: { data: { caseItemId: 2, coupons: [coupon(2)] } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    await screen.findByRole('heading', { name: 'Your prize' });
    expect(primaries()).toEqual(['Spin more ×1']);
  });

  it('after a failed open, Retry is, and Open ×1 steps back', async () => {
    setup({ [SHOW]: detail(4), [OPEN]: { status: 500 } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    await screen.findByRole('button', { name: 'Retry' });
    expect(primaries()).toEqual(['Retry']);
  });
});

describe('swap means one thing: every button names its item; "each" and "all"', () => {
  it('two stacks of the same price have different names; a stack row says its price each and swaps all', async () => {
    const coupons = [coupon(1), coupon(1), coupon(2), coupon(3), coupon(3), coupon(4)];
    setup({ [SHOW]: detail(30), [MULTI]: { body: { data: { coupons } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByLabelText('Open several'));
    fireEvent.click(openButton());
    await screen.findByRole('heading', { name: 'Your prizes' });
    const rows = [...document.querySelectorAll<HTMLElement>('.wgt-roulette__prizes > li')];
    const names = rows.map((r) => within(r).getByRole('button').getAttribute('aria-label'));
    expect(names).toEqual([
      'Swap for 120 coins: Coupe Storm',
      'Swap all 2 for 80 coins: Gold watch',
      'Swap for 15 coins: Phone X2',
      'Swap all 2 for 10 coins: Canister',
    ]);
    expect(rows.map((r) => within(r).getByRole('button').textContent)).toEqual([
      'Swap',
      'Swap all 2 for 80 coins',
      'Swap',
      'Swap all 2 for 10 coins',
    ]);
    // A space between a name and its count; a stack's price is each one's.
    expect(rows[1]!.querySelector('.wgt-roulette__prize-name')!.textContent).toBe('Gold watch ×2');
    expect(rows[1]!.querySelector('.wgt-roulette__price')!.textContent).toBe('40 coins each');
    expect(rows[0]!.querySelector('.wgt-roulette__price')!.textContent).toBe('120 coins');
  });
});

describe('after a swap, focus lands on the next control and one announcement is made', () => {
  // The panel takes focus a frame after it appears; a player acts after that.
  const headingFocused = (name: string) =>
    waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name })));

  it('the won prize: Yes → focus on Spin more, one announcement with the balance', async () => {
    const won = coupon(4);
    setup({
      [SHOW]: detail(4),
      [OPEN]: { body: { data: { caseItemId: 4, coupons: [won] } } },
      [convert(won.id)]: { body: { data: { premiumCoins: 1620 } } },
    });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    await headingFocused('Your prize');
    fireEvent.click(screen.getByRole('button', { name: 'Swap for 120 coins: Coupe Storm' }));
    const live = recordLiveRegions();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('Swapped. Balance: 1,620 coins', { selector: '.wgt-roulette__note' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Spin more ×1'));
    expect(live.stop()).toEqual(['Swapped. Balance: 1,620 coins']);
  });

  it('a board row: Yes → focus on the next row’s Swap', async () => {
    const coupons = [coupon(4), coupon(2), coupon(1)];
    const routes: Routes = { [SHOW]: detail(30), [MULTI]: { body: { data: { coupons } } } };
    for (const c of coupons) routes[convert(c.id)] = { body: { data: { premiumCoins: 1600 } } };
    setup(routes);
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByLabelText('Open several'));
    fireEvent.click(openButton());
    await headingFocused('Your prizes');
    fireEvent.click(screen.getByRole('button', { name: 'Swap for 120 coins: Coupe Storm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Swap for 15 coins: Phone X2'));
  });

  it('Swap all: one announcement for the action, and no control still offers to swap', async () => {
    const coupons = [coupon(1), coupon(1), coupon(1), coupon(2), coupon(2), coupon(3), coupon(4), coupon(6)];
    let calls = 0;
    const balance = () => ({ body: { data: { premiumCoins: 1500 + ++calls } } });
    const routes: Routes = { [SHOW]: detail(30), [MULTI]: { body: { data: { coupons } } } };
    for (const c of coupons) routes[convert(c.id)] = balance;
    setup(routes);
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByLabelText('Open several'));
    fireEvent.click(openButton());
    await headingFocused('Your prizes');
    fireEvent.click(screen.getByRole('button', { name: /^Swap all for/ }));
    const live = recordLiveRegions();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('All swapped. Balance: 1,507 coins', { selector: '.wgt-roulette__note' });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(live.stop()).toEqual(['All swapped. Balance: 1,507 coins']);
    expect(screen.queryAllByRole('button', { name: /^Swap/ })).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe('Spin more ×5');
  });
});

describe('a control that cannot be used says why', () => {
  it('with 4 cases, "Open several" is disabled and described: it needs 5', async () => {
    setup({ [SHOW]: detail(4) });
    await screen.findByRole('heading', { name: 'Gold case' });
    const box = screen.getByLabelText<HTMLInputElement>('Open several');
    expect(box.disabled).toBe(true);
    const why = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('From 5 cases: you have 4');
  });
});

describe('an open with no answer is honest: the result is unknown', () => {
  it('says so and links to the inventory to check, instead of inviting a second open', async () => {
    setup({ [SHOW]: detail(4), [OPEN]: 'network' });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    const line = await screen.findByText(/We do not know whether the case opened/);
    expect(line.getAttribute('role')).toBe('status');
    const link = screen.getByRole('link', { name: 'Check the donate inventory' });
    expect(link.getAttribute('href')).toBe('/en/cabinet#inventory');
    const primary = [...document.querySelectorAll('.wgt-roulette__stage .wgt-btn--primary')].map((b) => b.textContent);
    expect(primary).toEqual(['Check the donate inventory']);
  });
});
