import { describe, expect, it, vi } from 'vitest';
import { createNav } from '../../../shared/runtime/nav';

function fakeWindow(href: string) {
  const url = new URL(href);
  const location = {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: vi.fn(),
    reload: vi.fn(),
  };
  const history = { state: null, pushState: vi.fn(), replaceState: vi.fn() };
  return { location, history, document: { title: '' }, scrollTo: vi.fn() } as unknown as Window & {
    location: typeof location;
    history: typeof history;
    scrollTo: ReturnType<typeof vi.fn>;
  };
}

describe('createNav', () => {
  it('the hash never throws: a malformed escape stays as typed', () => {
    const nav = createNav(fakeWindow('http://localhost/donate#%'), 'ru');
    expect(nav.hash()).toBe('%');
    expect(createNav(fakeWindow('http://localhost/cabinet#%E0%A4%A'), 'ru').hash()).toBe('%E0%A4%A');
    expect(createNav(fakeWindow('http://localhost/cabinet#settings'), 'ru').hash()).toBe('settings');
  });

  it('forgetQuery takes one parameter out of the address, keeping the rest and the hash', () => {
    const win = fakeWindow('http://localhost/en/email-verification?token=secret&from=mail#top');
    const nav = createNav(win, 'en');
    nav.forgetQuery('token');
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/en/email-verification?from=mail#top');
    const bare = fakeWindow('http://localhost/email-verification?token=secret');
    createNav(bare, 'ru').forgetQuery('token');
    expect(bare.history.replaceState).toHaveBeenCalledWith(null, '', '/email-verification');
    const without = fakeWindow('http://localhost/email-verification');
    createNav(without, 'ru').forgetQuery('token');
    expect(without.history.replaceState).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\x01javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/',
    'http://evil.example/',
  ])('assign refuses %j with one warning and no navigation', (url) => {
    const win = fakeWindow('https://site.test/donate/verification-payment');
    const warn = vi.fn();
    expect(createNav(win, 'ru', warn).assign(url)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[widgets\] url: refused navigate/);
  });

  it('assign follows https payment providers and site paths', () => {
    const win = fakeWindow('https://site.test/donate');
    const nav = createNav(win, 'en');
    expect(nav.assign('https://pay.example/x?id=1')).toBe(true);
    expect(nav.assign(nav.localePath('/auth'))).toBe(true);
    expect(win.location.assign.mock.calls).toEqual([['https://pay.example/x?id=1'], ['/en/auth']]);
  });

  it('push stays on the site', () => {
    const win = fakeWindow('https://site.test/donate');
    const nav = createNav(win, 'ru');
    nav.push('https://evil.example/');
    nav.push('/donate/verification-payment');
    expect(win.history.pushState.mock.calls).toEqual([[null, '', '/donate/verification-payment']]);
  });

  it('a route change shows the new view from its top; a refused one leaves the scroll alone', () => {
    const win = fakeWindow('https://site.test/donate/case/2');
    const nav = createNav(win, 'ru');
    nav.push('https://evil.example/');
    expect(win.scrollTo).not.toHaveBeenCalled();
    nav.push('/donate/verification-payment');
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('title', () => {
  it('strips bidi controls, which would reorder the title around an API name', () => {
    const win = fakeWindow('https://site.test/donate/case/1');
    const nav = createNav(win, 'en');
    nav.title('Nova RP — \u202Eesac nekorB\u202C \u2066x\u2069 \u200Fy\u200E \u061Cz');
    expect(win.document.title).toBe('Nova RP — esac nekorB x y z');
  });
});
