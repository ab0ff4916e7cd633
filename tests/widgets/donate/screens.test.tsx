import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import donate from '../../../widgets/donate/index';
import type { Reply, Routes } from '../../support/fake-fetch';
import { renderWidget, description } from '../../support/render';
import { fakeServices } from '../../support/services';
import { donateData, goods, routes } from './fixtures';
import { KEYS } from '../../../shared/storage';

const product = {
  login: 'a@b.co',
  title: '600 OC',
  price: 60,
  product_qty: 1,
  amount: 600,
  bonus: 60,
  payment_method_name: 'Bitcoin',
  server: { id: 1, key: 'one', title: 'Nova One' },
  currency_code: 'EUR',
};

/** A shop whose methods include none named stripe. */
const NO_STRIPE = {
  ...donateData,
  payment_groups: [{ title: 'Other', methods: [{ name: 'paypalych', title: 'Paypalych' }, { name: 'Bitcoin' }] }],
};

function at(
  path: string,
  {
    token = '',
    extra = {},
    search = '',
    stored,
  }: { token?: string; extra?: Routes; search?: string; stored?: unknown } = {},
) {
  const cart: Routes = stored ? { 'GET /api/donate/cart': { body: { data: stored } } } : {};
  const fake = fakeServices({ config: { locale: 'en', apiToken: token }, routes: routes({ ...cart, ...extra }) });
  vi.mocked(fake.nav.path).mockReturnValue(path);
  vi.mocked(fake.nav.search).mockReturnValue(new URLSearchParams(search));
  if (stored) fake.services.storage.local.set('product', stored);
  renderWidget(donate, {}, fake.services);
  return fake;
}
const find = (text: string | RegExp) => screen.findByText(text);
const heading = (name: string) => screen.findByRole('heading', { name });

beforeEach(() => {
  (window as unknown as { grecaptcha: unknown }).grecaptcha = {
    ready: (fn: () => void) => fn(),
    execute: () => Promise.resolve('tok'),
  };
});
afterEach(() => void vi.useRealTimers());

describe('verification page', () => {
  // A stored record is input like any other: a malformed one is an empty cart, not a crash.
  it.each([
    { currency_code: 'EURO' },
    { currency_code: '' },
    { price: -500 },
    { price: 1e21 },
    { product_qty: -1 },
    { product_qty: 1.5 },
    { bonus: -60 },
    { amount: 1e21 },
  ])('a stored product with %j shows the empty cart', async (bad) => {
    at('/en/donate/verification-payment', { stored: { ...product, ...bad } });
    await find('Your cart is empty.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(document.querySelector('[data-widget-state="failed"], .wgt-fallback')).toBeNull();
  });

  it('shows the stored cart; Continue needs the terms, then orders once and goes to the payment URL', async () => {
    const { requests, nav } = at('/en/donate/verification-payment', { stored: product });
    await heading('Data verification');
    expect(screen.getByRole('row', { name: /Account a@b.co/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Bonus \+60 coins/ })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Bitcoin' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(description(screen.getByRole('checkbox'))).toContain('You must accept the terms of service'),
    );
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('http://pay.test/pay?order=1'));
    const orders = requests.filter((r) => r.path === '/api/donate/order');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toEqual({ 'g-recaptcha-response': 'tok', payment_method_name: 'Bitcoin' });
  });

  it('a discount the cart carries is its own row, between the purchase amount and the total (the spec lists it)', async () => {
    at('/en/donate/verification-payment', { stored: { ...product, discount: 5 } });
    await heading('Data verification');
    expect(screen.getByRole('row', { name: 'Purchase amount €65.00' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Discount −€5.00' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Total to pay €60.00' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((r) => r.querySelector('th')?.textContent);
    expect(rows.indexOf('Discount')).toBe(rows.indexOf('Purchase amount') + 1);
  });

  it('no discount, no discount row', async () => {
    at('/en/donate/verification-payment', { stored: product });
    await heading('Data verification');
    expect(screen.queryByRole('row', { name: /Discount/ })).toBeNull();
    expect(screen.getByRole('row', { name: 'Purchase amount €60.00' })).toBeTruthy();
  });

  it("a cart's method the shop no longer offers: the first offered one is selected and ordered, never stripe", async () => {
    const { requests, nav } = at('/en/donate/verification-payment', {
      stored: { ...product, payment_method_name: 'stripe' },
      extra: { 'GET /api/donate-data': { body: NO_STRIPE } },
    });
    await heading('Data verification');
    const first = (await screen.findByRole('radio', { name: 'Paypalych' })) as HTMLInputElement;
    expect(first.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalled());
    const order = requests.find((r) => r.path === '/api/donate/order');
    expect(order?.body).toMatchObject({ payment_method_name: 'paypalych' });
  });

  it('a failed order (the server failing) says so with its next step, and re-enables', async () => {
    const { nav } = at('/en/donate/verification-payment', {
      stored: product,
      extra: { 'POST /api/donate/order': { status: 500 } },
    });
    await heading('Data verification');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Try again in a few minutes.');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('an empty cart links back to the store', async () => {
    at('/en/donate/verification-payment');
    await find('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe('/en/donate');
  });
});

describe('result pages', () => {
  it('success reads the query into the full receipt (bonus included) and clears the stored cart', async () => {
    const { services } = at('/en/donate/success', {
      stored: product,
      token: 'tok',
      search:
        'order=7001&date=2025-03-04T10:00:00Z&account=a%40b.co&server=Nova%20One&product=600%20OC&quantity=1&bonus=60&sum=60&currency=EUR&payment=Bitcoin',
    });
    await heading('Payment successful');
    expect(screen.getByRole('row', { name: /Order number #7001/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Bonus \+60 coins/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my cabinet' }).getAttribute('href')).toBe('/en/cabinet');
    expect(screen.getByRole('link', { name: 'Back to the store' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Purchase date 04.03.2025/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Sum €60.00/ })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Payment system Bitcoin/ })).toBeTruthy();
    await waitFor(() => expect(services.storage.local.get('product')).toBeUndefined());
  });

  it("fail shows the product's own words (never the address bar's) and a retry back to verification while a cart is stored", async () => {
    at('/en/donate/fail', { stored: product, search: 'message=Your+account+is+frozen.+Send+50+EUR+to+card+4276' });
    await heading('Payment error');
    expect(screen.getByRole('alert').textContent).toBe('The payment did not go through. Go back and try again.');
    expect(document.body.textContent).not.toMatch(/frozen|4276/);
    expect(screen.getByRole('link', { name: 'Go back and retry' }).getAttribute('href')).toBe(
      '/en/donate/verification-payment',
    );
    // A visitor has no cabinet to go to.
    expect(screen.queryByRole('link', { name: 'Go to my cabinet' })).toBeNull();
  });

  it('success after buying coins says how many coins in all, bonus included', async () => {
    at('/en/donate/success', {
      stored: { ...product, tokenValue: 600 },
      token: 'tok',
      search: 'order=7001&account=a%40b.co&product=600%20OC&quantity=1&bonus=60&sum=60&currency=EUR',
    });
    await heading('Payment successful');
    expect(screen.getByRole('row', { name: 'Coins in all 660 coins' })).toBeTruthy();
  });

  it('success without a query shows no empty receipt rows', async () => {
    at('/en/donate/success', { token: 'tok' });
    await heading('Payment successful');
    expect(screen.queryByRole('row')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my cabinet' })).toBeTruthy();
  });
});

describe('goods and the coin modal', () => {
  it('sanitizes descriptions; a money row goes to the cart with its quantity', async () => {
    const { requests, nav } = at('/en/donate', { extra: {} });
    vi.mocked(nav.hash).mockReturnValue('goods');
    await screen.findByRole('tab', { name: 'One Coins' });
    fireEvent.click(screen.getByRole('tab', { name: 'Special offers' }));
    await find('Starter case');
    // Sanitizing is checked in Chromium (e2e): happy-dom is not a DOM DOMPurify trusts.
    expect(screen.getAllByText('1 case')).toHaveLength(2);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'More' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: /Buy: Starter case, €5.00/ }));
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/en/donate/verification-payment'));
    expect(requests.find((r) => r.path === '/api/donate/cart')!.body).toMatchObject({
      goods_id: 101,
      product_qty: 2,
      price: 5,
      payment_method_name: 'stripe',
      'g-recaptcha-response': 'tok',
    });
  });

  it("a money row's cart names the shop's first offered method (none is called stripe here)", async () => {
    const { requests, nav } = at('/en/donate', { extra: { 'GET /api/donate-data': { body: NO_STRIPE } } });
    vi.mocked(nav.hash).mockReturnValue('goods');
    fireEvent.click(await screen.findByRole('tab', { name: 'Special offers' }));
    await find('Starter case');
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: /Buy: Starter case, €2.50/ }));
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/en/donate/verification-payment'));
    expect(requests.find((r) => r.path === '/api/donate/cart')!.body).toMatchObject({
      goods_id: 101,
      payment_method_name: 'paypalych',
    });
  });

  async function openCoinModal(extra: Routes = {}) {
    const fake = at('/en/donate', { token: 'tok', extra });
    fireEvent.click(await screen.findByRole('tab', { name: 'Special offers' }));
    await find('Gold case');
    await waitFor(() => expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('player@example.com'));
    return fake;
  }

  it('not enough coins: refused locally', async () => {
    const { requests } = await openCoinModal();
    fireEvent.input(screen.getAllByRole('textbox', { name: /Quantity: Gold case/ })[0]!, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /Buy: Gold case, 200 coins/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 200 coins' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough coins in account');
    expect(requests.some((r) => r.path === '/api/v1/order/store-by-coin')).toBe(false);
  });

  // The success view stays until the player closes it (a keyboard or screen-reader player reaches "Open now"
  // first); the page reloads as it closes, at once.
  it('enough coins: pending, success, coins:changed; stays until closed, then reloads', async () => {
    const { requests, nav, services } = await openCoinModal({
      'POST /api/v1/order/store-by-coin': { body: { success: true, data: { premiumCoins: 50 } } },
    });
    const seen: unknown[] = [];
    services.bus.on('coins:changed', (p) => seen.push(p));
    fireEvent.click(screen.getByRole('button', { name: /Buy: Gold case, 100 coins/ }));
    const buy = await screen.findByRole('button', { name: 'Buy for 100 coins' });
    vi.useFakeTimers();
    fireEvent.click(buy);
    fireEvent.click(buy);
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    expect(screen.getByRole('status').textContent).toBe('Purchase complete');
    expect(seen).toEqual([{ premiumCoins: 50 }]);
    expect(requests.filter((r) => r.path === '/api/v1/order/store-by-coin').map((r) => r.body)).toEqual([
      { product_id: 103, product_type: 0, product_qty: 1 },
    ]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    expect(nav.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Purchase complete');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // The modal showed "Server Error" on a Russian page. The server's words only when it says they are in
  // the page's language (Content-Language); else the player's own words with the next step.
  it.each<[string, Reply, string]>([
    [
      'a 500 with an English message',
      { status: 500, body: { message: 'Server Error' } },
      'Server error. Try again in a few minutes.',
    ],
    [
      'a 422 whose language is not said',
      { status: 422, body: { message: 'Not enough cases left' } },
      'An error occurred during payment, please reload the page and try again',
    ],
    [
      'a 422 in the page’s language',
      { status: 422, body: { message: 'Only 2 left' }, headers: { 'content-language': 'en' } },
      'Only 2 left',
    ],
  ])('buy by coin, %s: no raw server text in another language', async (_, reply, text) => {
    await openCoinModal({ 'POST /api/v1/order/store-by-coin': reply });
    fireEvent.click(screen.getByRole('button', { name: /Buy: Gold case, 100 coins/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 100 coins' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Buy for 100 coins' }).getAttribute('aria-busy')).toBeNull();
  });

  it('a success answer without premiumCoins stores and announces no balance (the reload shows the real one)', async () => {
    const { services } = await openCoinModal({
      'POST /api/v1/order/store-by-coin': { body: { success: true, data: { message: 'ok' } } },
    });
    const seen: unknown[] = [];
    services.bus.on('coins:changed', (p) => seen.push(p));
    const before = services.storage.local.get<{ premiumCoins?: number }>('user')?.premiumCoins;
    fireEvent.click(screen.getByRole('button', { name: /Buy: Gold case, 100 coins/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 100 coins' }));
    expect((await screen.findByRole('status')).textContent).toBe('Purchase complete');
    expect(seen).toEqual([]);
    expect(services.storage.local.get<{ premiumCoins?: number }>('user')?.premiumCoins).toBe(before);
  });

  // Hostile prices: the item is listed, unavailable, and nothing can be bought at that price.
  it.each([
    { premiumCoinsPrice: '-500' },
    { premiumCoinsPrice: 1e21 },
    { price: 'Infinity' },
    { price: -5 },
    { count: -3 },
  ])('a goods item with %j is shown as unavailable and sells nothing', async (bad) => {
    const hostile = { data: { ...goods.data, goods: goods.data.goods.map((g) => ({ ...g, ...bad })) } };
    const { requests } = await openCoinModal({ 'GET /api/v1/goods': { body: hostile } });
    expect(screen.getByText('Starter case')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Buy: (Starter|Gold) case/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button.textContent).toBe('Unavailable');
      expect((button as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toMatch(/-500|∞|Infinity|e\+21/);
    expect(requests.some((r) => /cart|store-by-coin/.test(r.path))).toBe(false);
  });
});

describe('case page', () => {
  const show = {
    data: {
      case: {
        id: 3,
        name: 'Winter',
        imageName: '/c.svg',
        isLimited: true,
        limitedCaseQuantity: 7,
        price: 19.99,
        premiumCoinsPrice: 200,
      },
      items: [
        { id: 2, name: 'B', imageName: '/b.svg', color: 'epic', sortOrder: 2 },
        { id: 1, name: 'A', imageName: '/a.svg', color: 'rare', sortOrder: 1 },
      ],
    },
  };

  it('drop chances: each prize says its chance when the API sends one (`chance`, per cent), none when it does not', async () => {
    const withChances = {
      data: {
        ...show.data,
        items: [
          { ...show.data.items[0]!, chance: 0.5 },
          { ...show.data.items[1]!, chance: 12.25 },
        ],
      },
    };
    at('/en/donate/case/3', { token: 'tok', extra: { 'GET /api/one-rp/cases/show/3': { body: withChances } } });
    await find('Case contents');
    const cards = () => screen.getAllByRole('listitem').filter((li) => li.className.includes('wgt-cases__item'));
    expect(cards().map((li) => li.querySelector('.wgt-cases__chance')?.textContent)).toEqual([
      'Chance 12.25%',
      'Chance 0.5%',
    ]);
  });

  it('no chance from the API: no chance line, no guess', async () => {
    at('/en/donate/case/3', { token: 'tok', extra: { 'GET /api/one-rp/cases/show/3': { body: show } } });
    await find('Case contents');
    expect(document.querySelector('.wgt-cases__chance')).toBeNull();
  });

  it('over the limited quantity: the error with the amount left and no call; within it: the cart', async () => {
    const { requests, nav } = at('/en/donate/case/3', {
      token: 'tok',
      extra: { 'GET /api/one-rp/cases/show/3': { body: show } },
    });
    await find('Case contents');
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.className.includes('wgt-cases__item'))
        .map((li) => li.textContent),
    ).toEqual(['ARare', 'BEpic']);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/user')).toBe(true));
    // The options come with the goods, after the player's server is known.
    fireEvent.input(await screen.findByLabelText('Quantity'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: /^Buy ·/ }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Error! You are trying to buy more items than are available for sale. Available items remaining: 7',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.input(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Buy ·/ }).textContent).toContain('39.98'));
    fireEvent.click(screen.getByRole('button', { name: /^Buy ·/ }));
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/en/donate/verification-payment'));
    expect(requests.find((r) => r.path === '/api/donate/cart')!.body).toMatchObject({
      case_id: 3,
      product_qty: 2,
      price: 39.98,
      login: 'player@example.com',
      server_key: 'two',
    });
  });

  it('goods in the detail answer are the options (no goods call); a bundle carries bundle_id', async () => {
    const bundle = { id: 55, name: 'Winter x5', price: 75, premiumCoinsPrice: 0, count: 5, product_id: 3 };
    const { requests } = at('/en/donate/case/3', {
      token: 'tok',
      extra: { 'GET /api/one-rp/cases/show/3': { body: { data: { ...show.data, goods: [bundle] } } } },
    });
    await find('Bundle of 5 cases');
    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/user')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Buy · €75.00' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/donate/cart')).toBe(true));
    expect(requests.find((r) => r.path === '/api/donate/cart')!.body).toMatchObject({
      payment_method_name: 'stripe',
      case_id: 3,
      goods_id: 55,
      bundle_id: 55,
      amount: 5,
      price: 75,
    });
    expect(requests.some((r) => r.path === '/api/v1/goods')).toBe(false);
  });

  it('a player stored and goods in the detail answer: no goods call either', async () => {
    const bundle = { id: 55, name: 'Winter x5', price: 75, premiumCoinsPrice: 0, count: 5, product_id: 3 };
    const body = { data: { ...show.data, goods: [bundle] } };
    const fake = fakeServices({
      config: { locale: 'en', apiToken: 'tok' },
      routes: routes({ 'GET /api/one-rp/cases/show/3': { body } }),
    });
    fake.services.storage.local.set(KEYS.user, { email: 'player@example.com', server: 'two', premiumCoins: 5 });
    vi.mocked(fake.nav.path).mockReturnValue('/en/donate/case/3');
    renderWidget(donate, {}, fake.services);
    await find('Bundle of 5 cases');
    await waitFor(() => expect(fake.requests.some((r) => r.path === '/api/v1/user')).toBe(true));
    expect(fake.requests.some((r) => r.path === '/api/v1/goods')).toBe(false);
  });

  it('a visitor is sent home', async () => {
    const { nav } = at('/en/donate/case/3');
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/en/'));
  });

  // README "States": a stale link's 404 is a valid answer (the not-found view), not a load error a host alerts on.
  it('a 404 shows "Case not found." as the not-found state, not a load error', async () => {
    at('/en/donate/case/99', {
      token: 'tok',
      extra: { 'GET /api/one-rp/cases/show/99': { status: 404, body: { message: 'Case not found.' } } },
    });
    await find('Case not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(document.querySelector('[data-load-error]')).toBeNull();
  });

  it('a 500 on the case is a load error (data-load-error, Retry)', async () => {
    at('/en/donate/case/98', {
      token: 'tok',
      extra: { 'GET /api/one-rp/cases/show/98': { status: 500, body: { message: 'Server Error' } } },
    });
    await find('The case failed to load.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.querySelector('[data-load-error]')).not.toBeNull();
  });
});
