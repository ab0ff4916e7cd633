import { describe, expect, it } from 'vitest';
import { localeHref, localePath, switchLocale } from '../../../shared/i18n/locale-path';

describe('localePath: one rule for every link to a page of the site', () => {
  it.each([
    ['ru', '/terms', '/terms'],
    ['uk', '/terms', '/uk/terms'],
    ['en', '/donate/case/3', '/en/donate/case/3'],
    ['en', '/', '/en/'],
    ['ru', '/', '/'],
    ['ru', 'auth', '/auth'],
    ['ru', '//evil.example/', '/evil.example/'],
    ['en', '\\\\evil.example/', '/en/evil.example/'],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(localePath(locale, path)).toBe(expected));

  it('the language menu and nav.localePath agree on every page', () => {
    for (const path of ['/', '/auth', '/donate/case/3'])
      for (const locale of ['ru', 'uk', 'en'] as const)
        expect(switchLocale(path, locale)).toBe(localePath(locale, path));
  });
});

describe('switchLocale: the current path in another language', () => {
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
    // never protocol-relative
    ['//evil.example/', 'ru', '/evil.example/'],
    ['/en//evil.example/', 'ru', '/evil.example/'],
    ['/en//evil.example/', 'uk', '/uk/evil.example/'],
    ['/\\evil.example/', 'ru', '/evil.example/'],
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
