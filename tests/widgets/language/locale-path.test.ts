import { describe, expect, it } from 'vitest';
import { localeHref, switchLocale } from '../../../widgets/language/locale-path';

describe('language: the current path in another language', () => {
  it.each([
    ['/', 'ru', '/'],
    ['/', 'uk', '/uk/'],
    ['/', 'en', '/en/'],
    ['/uk', 'ru', '/'],
    ['/uk/', 'en', '/en/'],
    ['/en/donate/case/3', 'ru', '/donate/case/3'],
    ['/en/donate/case/3', 'uk', '/uk/donate/case/3'],
    ['/donate', 'en', '/en/donate'],
    ['/terms', 'uk', '/uk/terms'],
    ['/ukraine', 'en', '/en/ukraine'],
    ['/english/uk', 'ru', '/english/uk'],
  ] as const)('%s → %s: %s', (path, locale, expected) => expect(switchLocale(path, locale)).toBe(expected));

  it('keeps the query and the hash', () => {
    expect(localeHref({ pathname: '/en/cabinet', search: '?csp=strict', hash: '#settings' }, 'ru')).toBe(
      '/cabinet?csp=strict#settings',
    );
    expect(localeHref({ pathname: '/email-verification', search: '?token=a', hash: '' }, 'uk')).toBe(
      '/uk/email-verification?token=a',
    );
  });
});
