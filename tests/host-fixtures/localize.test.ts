import { describe, expect, it } from 'vitest';
import { langOf, localize } from '../../host-fixtures/api/localize';

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
});
