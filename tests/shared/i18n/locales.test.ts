import { describe, expect, it } from 'vitest';
import { LOCALES, localeHref, stripLocale, switchLocale, withLocale } from '../../../shared/i18n/locales';

describe('withLocale: one rule for every link to a page of the site', () => {
  it.each([
    ['ru', '/terms', '/terms'],
    ['uk', '/terms', '/uk/terms'],
    ['en', '/donate/case/3', '/en/donate/case/3'],
    ['en', '/', '/en/'],
    ['ru', '/', '/'],
    ['ru', 'auth', '/auth'],
    ['ru', '//evil.example/', '/evil.example/'],
    ['en', '\\\\evil.example/', '/en/evil.example/'],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(withLocale(locale, path)).toBe(expected));

  it('the language menu and nav.localePath agree on every page', () => {
    for (const path of ['/', '/auth', '/donate/case/3'])
      for (const locale of LOCALES) expect(switchLocale(path, locale)).toBe(withLocale(locale, path));
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

describe('stripLocale: the locale and the page of an address', () => {
  it.each([
    ['/uk/donate', 'uk', '/donate'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en?next=1#a', 'en', '/?next=1#a'],
    ['/donate', 'ru', '/donate'],
    ['/english/uk', 'ru', '/english/uk'],
    ['/ukraine', 'ru', '/ukraine'],
    ['/ru/terms', 'ru', '/ru/terms'],
    ['//en/x', 'en', '/x'],
  ] as const)('%s → %s %s', (address, locale, path) => expect(stripLocale(address)).toEqual({ locale, path }));

  it('undoes withLocale in every locale', () => {
    for (const locale of LOCALES)
      for (const path of ['/', '/auth', '/donate/case/3?x=1'])
        expect(stripLocale(withLocale(locale, path))).toEqual({ locale, path });
  });
});
