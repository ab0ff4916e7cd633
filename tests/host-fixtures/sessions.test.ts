import { describe, expect, it } from 'vitest';
import { SESSION_LIMIT, SessionStore } from '../../host-fixtures/session/sessions';

describe('fixture session store', () => {
  it('is bounded: past the limit the least recently used session is evicted', () => {
    const store = new SessionStore(3);
    const a = store.get('aaaa');
    store.get('bbbb');
    store.get('cccc');
    expect(store.get('aaaa')).toBe(a); // used again: now the newest
    store.get('dddd');
    expect(store.size).toBe(3);
    a.requests.push({ method: 'GET', path: '/', endpoint: null, time: '' });
    expect(store.get('aaaa').requests).toHaveLength(1); // kept
    expect(store.get('bbbb').requests).toEqual([]); // evicted and reseeded
    expect(store.size).toBe(3);
  });

  it('keeps at most SESSION_LIMIT sessions however many ids arrive', () => {
    const store = new SessionStore();
    for (let i = 0; i < SESSION_LIMIT + 50; i++) store.create();
    expect(store.size).toBe(SESSION_LIMIT);
  });
});
