import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { productRows } from '../../../widgets/donate/result/receipt';
import { fakeServices } from '../../support/services';

// The check page names a coin purchase the way the form did ("1 234 монеты"), not by the cart's "1234 OC".
describe('receipt: a One Coins cart', () => {
  const cart = {
    login: 'a@b.co',
    title: '1234 OC',
    amount: 1234,
    price: 123.4,
    product_qty: 1,
    product_type: 'one_coin',
    currency_code: 'EUR' as const,
  };
  const product: Record<Locale, string> = { ru: '1 234 монеты', uk: '1 234 монети', en: '1,234 coins' };
  for (const locale of LOCALES)
    it(`names the coins in the page's number format and coin name (${locale})`, () => {
      const { i18n } = fakeServices({ config: { locale } }).services;
      const rows = productRows(cart, i18n);
      expect(rows[2]![1].replace(/\s/g, ' ')).toBe(product[locale]);
    });
  it('any other cart keeps its title', () => {
    const { i18n } = fakeServices({ config: { locale: 'en' } }).services;
    expect(productRows({ ...cart, product_type: 'goods', title: 'Gold case' }, i18n)[2]![1]).toBe('Gold case');
  });
});
