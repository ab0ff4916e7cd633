import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/roulette/index';
import { MUTE_KEY } from '../../../widgets/roulette/case-view';
import type { Routes } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import type { HostBus } from '../../../shared/runtime/bus';
import { createHostApi } from '../../../shared/runtime/host-api';
import type { Mounter } from '../../../shared/runtime/mounter';
import { fakeServices } from '../../support/services';
import { coupon, detail } from './fixtures';
import { fakeReducedMotion } from '../../support/media';

const SHOW = 'GET /api/v1/cases/user/11';
const OPEN = 'POST /api/v1/cases/open/';
const MULTI = 'POST /api/v1/cases/open-multiple/';

let reduced = true;
beforeEach(() => {
  reduced = true;
  fakeReducedMotion(() => reduced);
});
afterEach(() => void vi.useRealTimers());

function setup(routes: Routes, token = 'tok') {
  const fake = fakeServices({ config: { locale: 'en', apiToken: token }, routes });
  const view = renderWidget(widget, { userCaseId: 11 }, fake.services);
  return { ...fake, view };
}

const openButton = () => document.querySelector<HTMLButtonElement>('.wgt-roulette__open')!;
const multiBox = () => screen.getByLabelText<HTMLInputElement>('Open several');
const countRadio = (n: number) => screen.getByRole<HTMLInputElement>('radio', { name: String(n) });
const remaining = () => document.querySelector('.wgt-roulette__remaining')!.getAttribute('data-remaining');

describe('roulette: case detail', () => {
  it('shows breadcrumbs, case info, remaining count and contents padded to 30, sorted by sortOrder', async () => {
    setup({ [SHOW]: detail(4) });
    expect(await screen.findByRole('heading', { name: 'Gold case' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect([...crumbs.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Cabinet',
      'Donate inventory',
      'Gold case',
    ]);
    expect(crumbs.querySelector('a')!.getAttribute('href')).toBe('/en/cabinet');
    expect(screen.getByText('4 cases left')).toBeTruthy();
    // The grid comes in the frame after the stage's.
    await waitFor(() => expect(document.querySelectorAll('.wgt-roulette__cell')).toHaveLength(30));
    const cells = document.querySelectorAll('.wgt-roulette__cell');
    expect([...document.querySelectorAll('.wgt-roulette__cell-name')].map((c) => c.textContent)).toEqual([
      'Canister',
      'Phone X2',
      'Gold watch',
      'Coupe Storm',
      'Supercar Falcon',
      'Mansion',
    ]);
    expect([...cells].slice(0, 6).map((c) => c.getAttribute('data-rarity'))).toEqual([
      'simple',
      'common',
      'improved',
      'rare',
      'legendary',
      'epic',
    ]);
    expect(screen.getByRole('img', { name: /Roulette of the “Gold case” case/ })).toBeTruthy();
  });

  it('opened from the shop (data-from="shop"): the shop case page\'s trail, Donate › Cases › the case', async () => {
    const fake = fakeServices({ config: { locale: 'en', apiToken: 'tok' }, routes: { [SHOW]: detail(4) } });
    renderWidget(widget, { userCaseId: 11, from: 'shop' }, fake.services);
    await screen.findByRole('heading', { name: 'Gold case' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect([...crumbs.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Donate', 'Cases', 'Gold case']);
    expect([...crumbs.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/en/donate',
      '/en/donate#cases',
    ]);
  });

  it('sends visitors without a token to /auth and requests nothing', () => {
    const { nav, requests } = setup({ [SHOW]: detail(4) }, '');
    expect(nav.assign).toHaveBeenCalledWith('/en/auth');
    expect(requests).toHaveLength(0);
  });

  it('shows an error with retry when loading fails or the answer is malformed', async () => {
    let call = 0;
    setup({ [SHOW]: () => (call++ === 0 ? { body: { data: { case: 'x' } } } : detail(1)) });
    expect((await screen.findByRole('alert')).textContent).toContain('The case could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Gold case' })).toBeTruthy();
  });

  it('alone on a page, Back and the inventory crumb emit case:closed and go to the inventory', async () => {
    const { services, nav } = setup({ [SHOW]: detail(4) });
    // A host page's listener is not a widget taking the case view's place.
    const hostHeard = vi.fn();
    createHostApi('0.0.0', services.bus as HostBus, new Promise<Mounter>(() => {})).on('case:closed', hostHeard);
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByRole('link', { name: 'Donate inventory' }));
    expect(hostHeard).toHaveBeenCalledTimes(1);
    expect(nav.assign).toHaveBeenCalledWith('/en/cabinet#inventory');
    vi.mocked(nav.assign).mockClear();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(hostHeard).toHaveBeenCalledTimes(2);
    expect(nav.assign).toHaveBeenCalledWith('/en/cabinet#inventory');
  });

  it('inside a widget that listens for case:closed, Back stays on the page however slowly it unmounts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { services, nav, view } = setup({ [SHOW]: detail(4) });
    // The donate page (or the cabinet) hears it and takes the roulette away only a second later (a busy phone).
    services.bus.on('case:closed', () => void services.clock.timeout(() => view.unmount(), 1000));
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    expect(nav.assign).not.toHaveBeenCalled();
  });
});

describe('roulette: enable and disable rules (docs/widgets/roulette.md)', () => {
  it.each([
    [0, false, false],
    [1, true, false],
    [4, true, false],
    [5, true, true],
    [120, true, true],
  ])(
    'with %i left: open %s, multiple toggle %s, every count disabled outside multi mode',
    async (count, open, toggle) => {
      setup({ [SHOW]: detail(count) });
      await screen.findByRole('heading', { name: 'Gold case' });
      expect(openButton().disabled).toBe(!open);
      expect(multiBox().disabled).toBe(!toggle);
      for (const n of [5, 10, 25, 50, 100]) expect(countRadio(n).disabled).toBe(true);
    },
  );

  it('in multi mode disables the counts above the remaining count', async () => {
    setup({ [SHOW]: detail(24) });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(multiBox());
    expect([5, 10, 25, 50, 100].map((n) => countRadio(n).disabled)).toEqual([false, false, true, true, true]);
    expect(countRadio(5).checked).toBe(true);
    fireEvent.click(countRadio(10));
    expect(openButton().textContent).toBe('Open ×10');
  });

  it('disables open and the toggle while spinning, and re-enables after the reveal', async () => {
    reduced = false;
    let answer!: (value: unknown) => void;
    setup({
      [SHOW]: detail(6),
      [OPEN]: () =>
        new Promise((r) => (answer = r)).then(() => ({ body: { data: { caseItemId: 2, coupons: [coupon(2)] } } })),
    });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    expect(openButton().disabled).toBe(true);
    expect(multiBox().disabled).toBe(true);
    expect(document.querySelector('.wgt-roulette__stage > [aria-live="polite"]')!.textContent).toBe(
      'The roulette is spinning…',
    );
    expect(screen.getByRole('button', { name: 'Skip animation' }).hasAttribute('disabled')).toBe(false);
    answer(null);
    await waitFor(() =>
      expect(
        document.querySelector('[data-phase="accelerating"], [data-phase="constant"], [data-phase="decelerating"]'),
      ).not.toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skip animation' }));
    expect(await screen.findByRole('heading', { name: 'Your prize' })).toBeTruthy();
    expect(openButton().disabled).toBe(false);
    expect(multiBox().disabled).toBe(false);
  });
});

describe('roulette: opening', () => {
  it('opens one (reduced motion reveals at once): sends case_id, decrements, names and announces the prize', async () => {
    const won = coupon(4);
    const { requests } = setup({ [SHOW]: detail(4), [OPEN]: { body: { data: { caseItemId: 4, coupons: [won] } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    fireEvent.click(openButton());
    expect(remaining()).toBe('3');
    expect(await screen.findByRole('heading', { name: 'Your prize' })).toBeTruthy();
    const opens = requests.filter((r) => r.path === '/api/v1/cases/open/');
    expect(opens).toHaveLength(1);
    expect(opens[0]!.body).toEqual({ case_id: 2 });
    expect(document.querySelector('.wgt-roulette__prize-name')!.textContent).toBe('Coupe Storm');
    expect(document.querySelector('.wgt-roulette__stage > [aria-live="polite"]')!.textContent).toBe(
      'Your prize: Coupe Storm',
    );
    expect(screen.getByRole('img', { name: /stopped on “Coupe Storm”/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement!.textContent).toBe('Your prize'));
  });

  it('renders the contents grid once: an open and its reveal re-render the view, not the grid', async () => {
    const { services } = setup({
      [SHOW]: detail(4),
      [OPEN]: { body: { data: { caseItemId: 4, coupons: [coupon(4)] } } },
    });
    // The grid's heading is the one string only the grid asks for, once a render.
    const t = vi.spyOn(services.i18n, 't');
    const gridRenders = () => t.mock.calls.filter(([key]) => key === 'roulette.contents').length;
    await screen.findByRole('heading', { name: 'Gold case' });
    await waitFor(() => expect(gridRenders()).toBe(1));
    fireEvent.click(openButton());
    expect(await screen.findByRole('heading', { name: 'Your prize' })).toBeTruthy();
    expect(remaining()).toBe('3');
    expect(gridRenders()).toBe(1);
  });

  it('builds the prize panel hidden while the stopped strip pauses, and shows it after the strip finishes', async () => {
    reduced = false;
    await import('../../../widgets/roulette/prize'); // the part is in before the strip stops, as in a browser
    setup({ [SHOW]: detail(4), [OPEN]: { body: { data: { caseItemId: 4, coupons: [coupon(4)] } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    // From the click on, frames and the clock are the test's: 16 ms a step through the whole spin.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    const frame = () => act(async () => void (await vi.advanceTimersByTimeAsync(16)));
    fireEvent.click(openButton());
    const stage = () => document.querySelector('.wgt-roulette__stage')!;
    const panel = () => document.querySelector<HTMLElement>('.wgt-roulette__result');
    const seen = new Set<string>();
    for (let t = 0; t < 4000 && stage().getAttribute('data-phase') !== 'finished'; t += 16) {
      await frame();
      seen.add(`${stage().getAttribute('data-phase')}:${panel() ? (panel()!.hidden ? 'hidden' : 'shown') : 'none'}`);
    }
    // Nothing before the strip stops; built, hidden, through the pause; shown only once it is over.
    expect([...seen].filter((s) => !s.startsWith('finished'))).toEqual([
      'accelerating:none',
      'decelerating:none', // the answer is in at once: the desktop profile slows down after 200 ms
      'final:hidden',
    ]);
    expect(panel()!.hidden).toBe(true);
    // A frame to show it, a frame (or two: preact runs effects after paint) to move focus to its heading.
    for (let n = 0; n < 4; n++) await frame();
    expect(panel()!.hidden).toBe(false);
    expect(screen.getByRole('heading', { name: 'Your prize' })).toBe(document.activeElement);
  });

  it('swaps the prize for coins: GET convert, coins:changed with the new balance, then "Swapped"', async () => {
    const won = coupon(3);
    const { services, requests } = setup({
      [SHOW]: detail(4),
      [OPEN]: { body: { data: { caseItemId: 3, coupons: [won] } } },
      [`GET /api/v1/coupons/convert/${won.id}`]: { body: { data: { premiumCoins: 1540 }, success: true } },
    });
    const changed = vi.fn();
    services.bus.on('coins:changed', changed);
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Swap for 40 coins: Gold watch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Swapped. Balance: 1,540 coins', { selector: '.wgt-roulette__note' })).toBeTruthy();
    expect(changed).toHaveBeenCalledWith({ premiumCoins: 1540 });
    expect(requests.filter((r) => r.path.startsWith('/api/v1/coupons/convert/'))).toHaveLength(1);
  });

  it('re-enables the swap silently when it fails', async () => {
    const won = coupon(3);
    setup({
      [SHOW]: detail(4),
      [OPEN]: { body: { data: { caseItemId: 3, coupons: [won] } } },
      [`GET /api/v1/coupons/convert/${won.id}`]: { status: 500 },
    });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Swap for 40 coins: Gold watch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Swap for 40 coins: Gold watch' }).hasAttribute('aria-busy')).toBe(
        false,
      ),
    );
    expect(screen.getByRole('button', { name: 'Swap for 40 coins: Gold watch' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/Swapped/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a failed open lands on a random item, only logs, shows no prize and restores the count', async () => {
    const { log } = setup({ [SHOW]: detail(4), [OPEN]: { status: 500 } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    await waitFor(() => expect(document.querySelector('[data-phase="finished"]')).not.toBeNull());
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('open failed'), expect.anything());
    expect(screen.queryByRole('heading', { name: 'Your prize' })).toBeNull();
    expect(screen.queryByRole('img', { name: /stopped on “/ })).toBeNull();
    expect(remaining()).toBe('4');
    expect(openButton().disabled).toBe(false);
  });

  it('lands on a random item when the answer names an item the case lacks, still giving the coupon', async () => {
    const { log } = setup({ [SHOW]: detail(4), [OPEN]: { body: { data: { caseItemId: 999, coupons: [coupon(5)] } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(openButton());
    expect(await screen.findByRole('heading', { name: 'Your prize' })).toBeTruthy();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('item 999 is not in the case'));
    expect(document.querySelector('.wgt-roulette__prize-name')!.textContent).toBe('Supercar Falcon');
  });

  it('opens several: sends count, lists prizes by rarity with the total, drops the count to the largest option left', async () => {
    const coupons = [coupon(1), coupon(6), coupon(2), coupon(4), coupon(1)];
    const { requests } = setup({ [SHOW]: detail(30), [MULTI]: { body: { data: { success: true, coupons } } } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(multiBox());
    fireEvent.click(countRadio(25));
    fireEvent.click(openButton());
    expect(await screen.findByRole('heading', { name: 'Your prizes' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/v1/cases/open-multiple/')!.body).toEqual({ case_id: 2, count: 25 });
    expect(remaining()).toBe('5');
    expect([...document.querySelectorAll('.wgt-roulette__prize-name')].map((n) => n.textContent)).toEqual([
      'Mansion',
      'Coupe Storm',
      'Phone X2',
      'Canister ×2', // equal prizes stack
    ]);
    // The epic Mansion (1,200) is not swappable: the total counts the other four only.
    expect(screen.getByText('Coins to swap: 145')).toBeTruthy();
    expect(screen.getByText('Not swappable')).toBeTruthy();
    // The two Canisters swap as one ("Swap all 2 for 10 coins"); "Swap all" swaps the four.
    expect(screen.getAllByRole('button', { name: /^Swap (for|all \d)/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Swap all for 145 coins' })).toBeTruthy();
    expect(countRadio(5).checked).toBe(true);
    expect(document.querySelector('.wgt-roulette__stage > [aria-live="polite"]')!.textContent).toBe(
      '5 cases opened, coins to swap: 145',
    );
  });

  it('turns multi mode off after a multi-open leaves fewer than 5', async () => {
    setup({
      [SHOW]: detail(9),
      [MULTI]: { body: { data: { coupons: [coupon(1), coupon(1), coupon(1), coupon(1), coupon(1)] } } },
    });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(multiBox());
    fireEvent.click(openButton());
    await screen.findByRole('heading', { name: 'Your prizes' });
    expect(remaining()).toBe('4');
    expect(multiBox().checked).toBe(false);
    expect(multiBox().disabled).toBe(true);
    // Both say the one they now open ("Spin more" quietly opened 1).
    expect(openButton().textContent).toBe('Open ×1');
    expect(screen.getByRole('button', { name: 'Spin more ×1' })).toBeTruthy();
  });

  it('restores the count when a multi-open fails', async () => {
    const { log } = setup({ [SHOW]: detail(12), [MULTI]: { status: 500 } });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(multiBox());
    fireEvent.click(countRadio(10));
    fireEvent.click(openButton());
    expect(remaining()).toBe('2');
    await waitFor(() => expect(remaining()).toBe('12'));
    expect(log.error).toHaveBeenCalled();
    expect(countRadio(10).checked).toBe(true);
  });

  it('keeps a count chosen while the spin waits for its answer, once the strip stops', async () => {
    reduced = false;
    await import('../../../widgets/roulette/prize'); // the part is in before the strip stops, as in a browser
    let answer!: (value: unknown) => void;
    const coupons = [
      coupon(1),
      coupon(2),
      coupon(3),
      coupon(4),
      coupon(1),
      coupon(2),
      coupon(3),
      coupon(4),
      coupon(1),
      coupon(2),
    ];
    setup({
      [SHOW]: detail(30),
      [MULTI]: () => new Promise((r) => (answer = r)).then(() => ({ body: { data: { success: true, coupons } } })),
    });
    await screen.findByRole('heading', { name: 'Gold case' });
    fireEvent.click(multiBox());
    fireEvent.click(countRadio(10));
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    const frames = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    fireEvent.click(openButton());
    await frames(300);
    // The counts stay open during the spin (only the toggle waits): the player picks ×5 for the next open.
    expect(remaining()).toBe('20');
    fireEvent.click(countRadio(5));
    expect(countRadio(5).checked).toBe(true);
    answer(null);
    const stage = () => document.querySelector('.wgt-roulette__stage')!;
    for (let t = 0; t < 5000 && stage().getAttribute('data-phase') !== 'finished'; t += 16) await frames(16);
    await frames(64);
    expect(screen.getByRole('heading', { name: 'Your prizes' })).toBeTruthy();
    expect(countRadio(5).checked).toBe(true);
    expect(openButton().textContent).toBe('Open ×5');
    expect(screen.getByRole('button', { name: 'Spin more ×5' })).toBeTruthy();
  });

  it("keeps a keyboard player's place: Skip while spinning, Open after a failed open, nothing taken elsewhere", async () => {
    reduced = false;
    let answer!: (value: unknown) => void;
    setup({ [SHOW]: detail(6), [OPEN]: () => new Promise((r) => (answer = r)).then(() => ({ status: 500 })) });
    await screen.findByRole('heading', { name: 'Gold case' });
    openButton().focus();
    fireEvent.click(openButton());
    // A browser drops focus from the button it disabled.
    openButton().blur();
    const skip = screen.getByRole('button', { name: 'Skip animation' });
    await waitFor(() => expect(document.activeElement).toBe(skip));
    skip.blur();
    answer(null);
    await waitFor(() => expect(document.querySelector('[data-failed]')).not.toBeNull());
    fireEvent.click(skip);
    await screen.findByText('Server error. Try again in a few minutes. Nothing was opened: your cases are kept.');
    await waitFor(() => expect(document.activeElement).toBe(openButton()));
    // Elsewhere, focus stays where the player put it.
    const sound = screen.getByRole('button', { name: 'Sound' });
    sound.focus();
    fireEvent.click(openButton());
    expect(await screen.findByRole('button', { name: 'Skip animation' })).toBeTruthy();
    expect(document.activeElement).toBe(sound);
  });

  it('remembers the mute choice in local storage', async () => {
    const { services } = setup({ [SHOW]: detail(4) });
    await screen.findByRole('heading', { name: 'Gold case' });
    const sound = screen.getByRole('button', { name: 'Sound' });
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(sound);
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    expect(services.storage.local.get(MUTE_KEY)).toBe(true);
  });
});
