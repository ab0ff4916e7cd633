import { describe, expect, it, vi } from 'vitest';
import { number, type } from 'superstruct';
import { createStorage } from '../../../shared/storage';

describe('storage', () => {
  it('keeps the token in a path=/ cookie with an expiry and SameSite=Lax, and clears it', () => {
    const writes: string[] = [];
    const jar = { value: '' };
    const doc = {
      get cookie() {
        return jar.value;
      },
      set cookie(v: string) {
        writes.push(v);
        jar.value = v.split(';')[0]!;
      },
    };
    const storage = createStorage({
      document: doc,
      location: { protocol: 'https:' },
      localStorage,
      sessionStorage,
    } as unknown as Window);
    storage.token.set('a b', 2);
    expect(writes[0]).toBe('token=a%20b; path=/; max-age=172800; SameSite=Lax; Secure');
    expect(storage.token.get()).toBe('a b');
    storage.token.clear();
    expect(writes[1]).toBe('token=; path=/; max-age=0; SameSite=Lax; Secure');
  });

  it('writes no Secure flag on plain http (the loopback fixture host), still SameSite=Lax', () => {
    const writes: string[] = [];
    const doc = { cookie: '' };
    Object.defineProperty(doc, 'cookie', { get: () => '', set: (v: string) => void writes.push(v) });
    const storage = createStorage({
      document: doc,
      location: { protocol: 'http:' },
      localStorage,
      sessionStorage,
    } as unknown as Window);
    storage.token.set('t', 1);
    expect(writes).toEqual(['token=t; path=/; max-age=86400; SameSite=Lax']);
  });

  it('reads the real document cookie', () => {
    const storage = createStorage(window);
    storage.token.set('t1');
    expect(document.cookie).toContain('token=t1');
    expect(storage.token.get()).toBe('t1');
    storage.token.clear();
    expect(storage.token.get()).toBe('');
  });

  it('stores JSON in local and session storage, validates on read, and clears', () => {
    const storage = createStorage(window);
    storage.local.set('user', { email: 'a@b.c', premiumCoins: 5 });
    expect(storage.local.get('user')).toEqual({ email: 'a@b.c', premiumCoins: 5 });
    expect(storage.local.get('user', type({ premiumCoins: number() }))).toEqual({ email: 'a@b.c', premiumCoins: 5 });
    expect(storage.local.get('user', type({ email: number() }))).toBeUndefined();
    storage.session.set('promoBannerClosed', true);
    expect(storage.session.get('promoBannerClosed')).toBe(true);
    localStorage.setItem('plain', 'not json');
    expect(storage.local.get('plain')).toBe('not json');
    storage.local.forget();
    expect(storage.local.get('user')).toBeUndefined();
  });

  it("forget removes the product's keys only: the host's own entries on the origin survive", () => {
    const storage = createStorage(window);
    for (const key of ['token', 'user', 'product', 'counter', 'counterAt']) storage.local.set(key, 1);
    localStorage.setItem('host-cart', '{"id":1}');
    storage.local.forget();
    expect(Object.keys(localStorage)).toEqual(['host-cart']);
  });

  it("watch hears another tab's change of one key (the storage event), not of others, until unsubscribed", () => {
    const storage = createStorage(window);
    const heard: unknown[] = [];
    const off = storage.local.watch('product', () => heard.push(storage.local.get('product')));
    const fire = (key: string | null, newValue: string | null, area = localStorage) => {
      if (area === localStorage && key === null) localStorage.clear();
      else if (area === localStorage && newValue === null) localStorage.removeItem(key!);
      else if (area === localStorage) localStorage.setItem(key!, newValue!);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: area }));
    };
    fire('product', '{"price":3000}');
    fire('user', '{}');
    fire('product', 'x', sessionStorage);
    fire('product', null);
    fire(null, null);
    off();
    fire('product', '{"price":1}');
    expect(heard).toEqual([{ price: 3000 }, undefined, undefined]);
  });

  it('never throws when storage is unavailable', () => {
    const broken = {
      getItem() {
        throw new Error('denied');
      },
      setItem() {
        throw new Error('denied');
      },
      removeItem() {
        throw new Error('denied');
      },
      clear() {
        throw new Error('denied');
      },
    };
    const warn = vi.fn();
    const doc = {
      get cookie(): string {
        throw new Error('no cookies');
      },
      set cookie(_: string) {
        throw new Error('no cookies');
      },
    };
    const storage = createStorage(
      {
        document: doc,
        location: { protocol: 'http:' },
        localStorage: broken,
        sessionStorage: broken,
        addEventListener() {},
        removeEventListener() {},
      } as unknown as Window,
      warn,
    );
    expect(() => {
      storage.local.set('a', 1);
      storage.local.get('a');
      storage.local.remove('a');
      storage.session.forget();
      storage.local.watch('a', () => {})();
      storage.token.set('x');
      storage.token.clear();
    }).not.toThrow();
    expect(storage.local.get('a')).toBeUndefined();
    expect(storage.token.get()).toBe('');
    expect(warn).toHaveBeenCalledWith('[widgets] storage: denied');
  });
});
