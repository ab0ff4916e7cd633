import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { checkout } from '../../../widgets/donate/checkout/checkout.messages';
import { donate } from '../../../widgets/donate/messages';
import { caseCart, coinsCart, DEFAULT_PAYMENT_METHOD, goodsCart } from '../../../widgets/donate/checkout/cart';
import { clampQty, limitedShortfall, QTY_MAX, QTY_MIN, typedQty } from '../../../widgets/donate/numbers/quantity';
import { parseRoute } from '../../../widgets/donate/route';
import { validatePurchase } from '../../../widgets/donate/checkout/validation';

const en = createI18n('en');
en.add(donate);
en.add(checkout);

describe('purchase form validation (docs/widgets/donate.md, texts)', () => {
  it.each([
    ['', 'a@b.co', { server: 'A server must be selected' }],
    ['one', '', { email: 'Email field must not be empty' }],
    ['one', '   ', { email: 'Email field must not be empty' }],
    ['one', 'plainaddress', { email: 'Invalid email entered' }],
    ['one', 'a b@c.de', { email: 'Invalid email entered' }],
    ['one', 'a@b', { email: 'Invalid email entered' }],
    ['', '', { server: 'A server must be selected', email: 'Email field must not be empty' }],
    ['one', 'player@example.com', {}],
  ])('server %j, e-mail %j', (server, email, expected) => {
    const errors = validatePurchase({ server, email });
    expect(Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, en.t(key!)]))).toEqual(expected);
  });
});

describe('quantities (docs/widgets/donate.md: 1 to 200)', () => {
  it('bounds', () => expect([QTY_MIN, QTY_MAX]).toEqual([1, 200]));
  it.each([
    ['5', '5'],
    ['2x0', '20'],
    ['250', '200'],
    ['', ''],
    ['0', ''],
    ['007', '7'],
    ['١٢', '12'],
    ['３x', '3'],
  ])('typing %j leaves %j', (raw, text) => expect(typedQty(raw)).toBe(text));
  it.each([
    [0, 1],
    [1, 1],
    [200, 200],
    [201, 200],
    [NaN, 1],
    [3.6, 4],
  ])('clamp %f → %i', (n, q) => expect(clampQty(n)).toBe(q));
  it.each([
    [1, { isLimited: false, limitedCaseQuantity: 0 }, null],
    [7, { isLimited: true, limitedCaseQuantity: 7 }, null],
    [8, { isLimited: true, limitedCaseQuantity: 7 }, 7],
    [1, { isLimited: true, limitedCaseQuantity: 0 }, 0],
    [1, { isLimited: true, limitedCaseQuantity: null }, 0],
  ])('limited check: %i of %j → shortfall %j', (qty, item, left) => expect(limitedShortfall(qty, item)).toBe(left));
  it('the insufficient-quantity message', () =>
    expect(en.t('checkout.errors.insufficient')).toBe(
      'Error! You are trying to buy more items than are available for sale. Available items remaining:',
    ));
});

describe('case word plural forms', () => {
  const forms = (locale: Locale, ns: number[]) => {
    const i18n = createI18n(locale);
    i18n.add(checkout);
    return ns.map((n) => i18n.tn('checkout.caseCount', n));
  };
  it('ru: one, few, many', () =>
    expect(forms('ru', [1, 2, 4, 5, 11, 20, 21, 22, 25, 101])).toEqual([
      '1 кейс',
      '2 кейса',
      '4 кейса',
      '5 кейсов',
      '11 кейсов',
      '20 кейсов',
      '21 кейс',
      '22 кейса',
      '25 кейсов',
      '101 кейс',
    ]));
  it('uk: one, few, many', () =>
    expect(forms('uk', [1, 3, 5, 12, 21, 24])).toEqual([
      '1 кейс',
      '3 кейси',
      '5 кейсів',
      '12 кейсів',
      '21 кейс',
      '24 кейси',
    ]));
  it('en: one, other', () => expect(forms('en', [1, 2, 20])).toEqual(['1 case', '2 cases', '20 cases']));
});

describe('cart records (docs/widgets/donate.md)', () => {
  const server = { id: 2, key: 'two', title: 'Nova Two' };
  const serverFields = { server, server_id: 2, server_key: 'two', currency_code: 'EUR', login: 'a@b.co' };

  it('One Coins', () => {
    const record = coinsCart({
      email: ' a@b.co ',
      server,
      paymentMethod: 'Bitcoin',
      product: { id: 1, title: 'One Coins', type: 'one_coin', image: '/i.svg' },
      coins: 600,
      bonus: 60,
      price: 60,
    });
    expect(record).toEqual({
      ...serverFields,
      tokenValue: 600,
      amount: 600,
      bonus: 60,
      bonus_qty: 60,
      price: 60,
      payment_method_name: 'Bitcoin',
      product_title: 'One Coins',
      product_id: 1,
      goods_id: null,
      case_id: null,
      product_qty: 1,
      product_type: 'one_coin',
      title: '600 OC',
      icon: '/i.svg',
    });
  });

  it.each([
    [
      'single item ×3: no bundle_id',
      { id: 101, name: 'Starter', price: 2.5, count: 1, product_id: 1 },
      3,
      { price: 7.5, amount: 3, product_qty: 3 },
      false,
    ],
    [
      'bundle of 20: bundle_id = goods id',
      { id: 102, name: 'Gold ×20', price: 179.99, count: 20, product_id: 2, product_type: 'goods' },
      1,
      { price: 179.99, amount: 20, bundle_id: 102, product_type: 'goods' },
      true,
    ],
  ])('goods, %s', (_, goods, qty, expected, bundled) => {
    const record = goodsCart({ email: 'a@b.co', server, goods, qty });
    expect(record).toMatchObject({
      ...serverFields,
      goods_id: goods.id,
      case_id: goods.product_id,
      payment_method_name: DEFAULT_PAYMENT_METHOD,
      ...expected,
    });
    expect('bundle_id' in record).toBe(bundled);
    if (!bundled) expect(record.product_type).toBe('cases');
  });

  it('cases, price × quantity rounded to the cent', () => {
    expect(
      caseCart({ email: 'a@b.co', server, item: { id: 3, name: 'Winter', price: 19.99, imageName: '/c.svg' }, qty: 3 }),
    ).toMatchObject({
      ...serverFields,
      price: 59.97,
      amount: 3,
      product_qty: 3,
      product_type: 'cases',
      case_id: 3,
      product_id: 3,
      title: 'Winter',
      icon: '/c.svg',
    });
  });
});

describe('routes', () => {
  it.each([
    ['/donate', { name: 'shop' }],
    ['/donate/', { name: 'shop' }],
    ['/en/donate', { name: 'shop' }],
    ['/uk/donate/case/3', { name: 'case', id: 3 }],
    ['/donate/case/12', { name: 'case', id: 12 }],
    ['/donate/verification-payment', { name: 'verification' }],
    ['/en/donate/success', { name: 'success' }],
    ['/donate/fail', { name: 'fail' }],
    ['/donate/case/x', { name: 'shop' }],
  ])('%s', (path, route) => expect(parseRoute(path)).toEqual(route));
});
