import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_WAIT_MS } from '../../../shared/runtime/session';
import { setup } from '../../support/session-setup';

describe('session', () => {
  it('signIn keeps the token in the cookie and local storage, sends it to the web server, announces and reloads', async () => {
    const { session, requests, storage, nav, events } = setup('');
    await session.signIn('new-token');
    expect(storage.token.get()).toBe('new-token');
    expect(storage.local.get('token')).toBe('new-token');
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://site.test/auth-store-token', { token: 'new-token' }],
    ]);
    expect(events).toEqual(['signed-in']);
    expect(nav.reload).toHaveBeenCalled();
  });

  it('logout calls the API with the bearer token, stores an empty token, clears local storage and reloads', async () => {
    const { session, requests, storage, nav, events } = setup('tok');
    await session.logout();
    expect(requests.map((r) => [r.url, r.headers.authorization, r.body])).toEqual([
      ['http://api.test/s/api/v1/auth/logout', 'Bearer tok', undefined],
      ['http://site.test/auth-store-token', undefined, { token: '' }],
    ]);
    expect(storage.token.get()).toBe('');
    expect(storage.local.get('user')).toBeUndefined();
    expect(events).toEqual(['signed-out']);
    expect(nav.reload).toHaveBeenCalled();
  });

  it('logout still clears everything when the API fails', async () => {
    const { session, storage, nav } = setup('tok', {
      'POST /s/api/v1/auth/logout': 'network',
      'POST /auth-store-token': { status: 500 },
    });
    await session.logout();
    expect(storage.token.get()).toBe('');
    expect(storage.local.get('user')).toBeUndefined();
    expect(nav.reload).toHaveBeenCalled();
  });

  it('logout answered 401 (the API no longer knows the token) is a finished logout: no error, no second logout', async () => {
    const { session, requests, storage, nav, events, log } = setup('stale', {
      'POST /s/api/v1/auth/logout': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    await session.logout();
    expect(log.warn).not.toHaveBeenCalled();
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/s/api/v1/auth/logout',
      'http://site.test/auth-store-token',
    ]);
    expect(storage.token.get()).toBe('');
    expect(events).toEqual(['signed-out']);
    expect(nav.assign).not.toHaveBeenCalled();
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });

  it('logout with no answer signs out locally after LOGOUT_WAIT_MS, not after the 50 s HTTP timeout', async () => {
    vi.useFakeTimers();
    try {
      const { session, storage, nav, events } = setup('tok', { 'POST /s/api/v1/auth/logout': 'hang' });
      let done = false;
      void session.logout().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 100);
      expect(done).toBe(false);
      expect(storage.token.get()).toBe('tok');
      await vi.advanceTimersByTimeAsync(200);
      expect(done).toBe(true);
      expect(storage.token.get()).toBe('');
      expect(storage.local.get('user')).toBeUndefined();
      expect(events).toEqual(['signed-out']);
      expect(nav.reload).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('expire (any 401) calls logout with the bearer token, clears the session once and goes to the sign-in page', async () => {
    const { session, requests, storage, nav } = setup('dead');
    await Promise.all([session.expire(), session.expire()]);
    expect(requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['POST', '/s/api/v1/auth/logout', 'Bearer dead'],
      ['POST', '/auth-store-token', undefined],
    ]);
    expect(storage.token.get()).toBe('');
    expect(nav.assign).toHaveBeenCalledTimes(1);
    expect(nav.assign).toHaveBeenCalledWith('/en/auth');
  });
});
