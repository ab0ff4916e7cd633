import { describe, expect, it } from 'vitest';
import { langOf, localize, translate } from '../../host-fixtures/api/localize';
import { seedBanners } from '../../host-fixtures/state/banners';
import { seedCases } from '../../host-fixtures/state/cases';
import { PAYMENT_GROUPS, seedDonate } from '../../host-fixtures/state/donate';
import { seedReferral } from '../../host-fixtures/state/referral';

describe('fixture API: content in the Accept-Language', () => {
  it('takes the first supported language; none → content as seeded', () => {
    expect(langOf({ 'accept-language': 'uk' })).toBe('uk');
    expect(langOf({ 'accept-language': 'de-DE, en;q=0.8' })).toBe('en');
    expect(langOf({ 'accept-language': 'de' })).toBeUndefined();
    expect(langOf({})).toBeUndefined();
  });

  it('translates text fields at any depth and leaves identifiers alone', () => {
    const body = {
      data: {
        products: [{ type: 'Services', title: 'Services', tab_title: 'Special offers' }],
        banners: [{ btnTitle: 'Открыть кейс', btnLink: '/donate#cases' }],
        statuses: [{ name: 'Recruiter', cashBackPercent: 3 }],
      },
    };
    expect(localize(body, 'ru')).toEqual({
      data: {
        products: [{ type: 'Services', title: 'Услуги', tab_title: 'Спецпредложения' }],
        banners: [{ btnTitle: 'Открыть кейс', btnLink: '/donate#cases' }],
        statuses: [{ name: 'Вербовщик', cashBackPercent: 3 }],
      },
    });
    expect(localize(body, 'en')).toMatchObject({ data: { banners: [{ btnTitle: 'Open the case' }] } });
  });

  it('has every seeded banner text (but the hostile one) in English and Ukrainian', () => {
    const texts = seedBanners()
      .flatMap((b) => [b.description, b.btnTitle])
      .filter((t) => !/<script|javascript:/.test(t));
    for (const text of texts) {
      expect(translate(text, 'en'), text).not.toBe(text);
      expect(translate(text, 'uk'), text).not.toBe(text);
    }
  });

  // English on Russian pages ("Recruiter" on the profile, a sold-out case's description).
  it('has every seeded case, item and status text in Russian and Ukrainian, and the profile status too', () => {
    const { cases } = seedCases();
    const texts = [
      ...cases.flatMap((c) => [c.name, c.description, ...c.items.map((i) => i.name)]),
      ...seedReferral().statuses.map((s) => s.name),
    ];
    for (const text of texts) {
      expect(translate(text, 'ru'), text).not.toBe(text);
      expect(translate(text, 'uk'), text).not.toBe(text);
    }
    expect(localize({ data: { login: 'player', status: 'Recruiter' } }, 'ru')).toEqual({
      data: { login: 'player', status: 'Вербовщик' },
    });
  });

  // Once: "One Gold case for coins." and the "Premium" tab on Russian and Ukrainian shop pages.
  it('has every seeded shop text in Russian and Ukrainian: products, tiers, goods, the offer, payment groups', () => {
    const { products, goods, offer } = seedDonate();
    // Names that read the same in every language: the coin's brand and the payment services.
    const brands = new Set([
      'One Coins',
      ...['Advcash', 'Perfect Money', 'Paypalych', 'Bitcoin', 'Ethereum', 'Litecoin', 'Tether', 'Binance Coin'],
    ]);
    const texts = [
      ...products.flatMap((p) => [p.title, p.tab_title, ...p.one_coin_bonuses.map((t) => t.title)]),
      ...goods.flatMap((g) => [g.name, g.description]),
      offer.title,
      offer.description,
      ...PAYMENT_GROUPS.flatMap((g) => [g.title, ...g.methods.map((m) => m.title)]),
    ].filter((t) => !brands.has(t) && !/^\+\d+%$/.test(t));
    for (const text of texts) {
      expect(translate(text, 'ru'), text).not.toBe(text);
      expect(translate(text, 'uk'), text).not.toBe(text);
    }
    // A Russian answer keeps the markup as sent (the sanitizer decides what shows).
    const [, , gold] = goods;
    expect(localize({ description: gold!.description }, 'ru')).toEqual({
      description: 'Один золотой кейс за монеты.<script>alert(1)</script>',
    });
  });
});
