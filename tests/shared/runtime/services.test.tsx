import { unknown } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../shared/runtime/bus';
import type { Config } from '../../../shared/runtime/config';
import { createServices } from '../../../shared/runtime/services';

const config = (apiToken: string): Config => ({
  apiUrl: 'http://api.test',
  apiToken,
  isHome: false,
  locale: 'en',
  recaptchaSiteKey: '',
  productName: 'Nova RP',
  csrfToken: '',
});

describe('services: session leftovers', () => {
  const leftovers = () => {
    localStorage.setItem('token', '"tok-old"');
    localStorage.setItem('user', '{"email":"player@example.com"}');
    localStorage.setItem('product', '{"amount":100}');
  };

  afterEach(() => vi.useRealTimers());

  it('a page without apiToken clears the stored token and user in the next task, and keeps the rest', () => {
    vi.useFakeTimers();
    leftovers();
    const read = vi.spyOn(Storage.prototype, 'removeItem');
    createServices(window, config(''), createBus());
    // The first touch of local storage is a disk read (20-30 ms at 1x): not before the first reads go out.
    expect(read).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect([localStorage.getItem('token'), localStorage.getItem('user')]).toEqual([null, null]);
    expect(localStorage.getItem('product')).toBe('{"amount":100}');
  });

  it('a page without apiToken never shows what an earlier sign-in left, even read before that task', () => {
    vi.useFakeTimers();
    leftovers();
    const { storage } = createServices(window, config(''), createBus());
    expect(storage.local.get('user')).toBeUndefined();
    expect(storage.local.get('token')).toBeUndefined();
    expect(storage.local.get('product')).toEqual({ amount: 100 });
  });

  it('a signed-in page keeps them', () => {
    leftovers();
    createServices(window, config('tok-old'), createBus());
    expect(localStorage.getItem('token')).toBe('"tok-old"');
    expect(localStorage.getItem('user')).toBe('{"email":"player@example.com"}');
  });
});

describe('services: console warnings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('carry one prefix, the one of the module that warns: [widgets] api, url, storage', async () => {
    const warns = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const services = createServices(window, config(''), createBus());
    await expect(services.api.get('/api/v1/x', unknown())).rejects.toBeInstanceOf(Error);
    services.nav.url('javascript:alert(1)', 'link');
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('quota exceeded');
    });
    services.storage.local.set('product', 1);
    // At once: vi.restoreAllMocks left this spy on happy-dom's storage for the next test in the file.
    full.mockRestore();
    expect(warns.mock.calls).toEqual([
      ['[widgets] api: GET /api/v1/x answered 500'],
      ['[widgets] url: refused link "javascript:alert(1)": protocol javascript: not allowed'],
      ['[widgets] storage: quota exceeded'],
    ]);
  });
});
