import { describe, expect, it } from 'vitest';
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

  it('a page without apiToken clears the stored token and user, and keeps the rest', () => {
    leftovers();
    createServices(window, config(''), createBus());
    expect([localStorage.getItem('token'), localStorage.getItem('user')]).toEqual([null, null]);
    expect(localStorage.getItem('product')).toBe('{"amount":100}');
  });

  it('a signed-in page keeps them', () => {
    leftovers();
    createServices(window, config('tok-old'), createBus());
    expect(localStorage.getItem('token')).toBe('"tok-old"');
    expect(localStorage.getItem('user')).toBe('{"email":"player@example.com"}');
  });
});
