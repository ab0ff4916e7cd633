import { describe, expect, it } from 'vitest';
import { langOf, localize, translate } from '../../host-fixtures/api/localize';
import { seedBanners } from '../../host-fixtures/state/banners';
import { seedCases } from '../../host-fixtures/state/cases';
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

  // Issue 25: English on Russian pages ("Recruiter" on the profile, a sold-out case's description).
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
});
