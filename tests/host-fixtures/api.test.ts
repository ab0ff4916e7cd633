import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../host-fixtures/start';
import { postJson, startTestHost, Visitor } from './helpers';

let host: RunningHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

async function session() {
  const visitor = new Visitor(host);
  const api = await visitor.apiUrl();
  const origin = host.url;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(api + path, { ...init, headers: { origin, ...(init.headers as Record<string, string>) } });
  return { visitor, api, call };
}

type Stats = { data: { servers: { id: number; title: string; online: number }[] } };

describe('fixture API', () => {
  it('answers CORS preflight with 204 and reflects the origin', async () => {
    const { api } = await session();
    const res = await fetch(`${api}/api/v1/auth/logout`, {
      method: 'OPTIONS',
      headers: {
        origin: host.url,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toContain('X-CSRF-TOKEN');
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('serves servers and a drifting statistic', async () => {
    const { call } = await session();
    const servers = (await (await call('/api/v1/servers')).json()) as { data: { servers: unknown[] } };
    expect(servers.data.servers).toHaveLength(4);
    expect(servers.data.servers[0]).toEqual({ id: 1, key: 'one', title: 'Nova One' });
    const res = await call('/api/v1/servers-statistic');
    expect(res.headers.get('access-control-allow-origin')).toBe(host.url);
    const first = (await res.json()) as Stats;
    const second = (await (await call('/api/v1/servers-statistic')).json()) as Stats;
    expect(first.data.servers.map((s) => s.title)).toEqual(['Nova One', 'Nova Two', 'Nova Three', 'Nova Four']);
    for (const s of first.data.servers) expect(s.online).toBeGreaterThan(100);
    expect(second.data.servers.map((s) => s.online)).not.toEqual(first.data.servers.map((s) => s.online));
  });

  it('answers only under /s/<sid>/ and 404s unknown API paths', async () => {
    const { call } = await session();
    expect((await fetch(`${host.apiOrigin}/api/v1/servers`)).status).toBe(404);
    const res = await call('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('message');
  });

  it('guards auth routes and revokes the token on logout', async () => {
    const { call } = await session();
    const anonymous = await call('/api/v1/auth/logout', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const auth = { authorization: 'Bearer tok-verified' };
    const ok = await call('/api/v1/auth/logout', { method: 'POST', headers: auth });
    expect(await ok.json()).toEqual({ data: { success: true } });
    expect((await call('/api/v1/auth/logout', { method: 'POST', headers: auth })).status).toBe(401);
  });

  it('keeps sessions apart', async () => {
    const a = await session();
    const b = await session();
    await a.call('/api/v1/auth/logout', { method: 'POST', headers: { authorization: 'Bearer tok-rich' } });
    expect(
      (await b.call('/api/v1/auth/logout', { method: 'POST', headers: { authorization: 'Bearer tok-rich' } })).status,
    ).toBe(200);
  });
});

describe('scenarios', () => {
  it('500 and malformed, set from the page query', async () => {
    const { visitor, call } = await session();
    await visitor.page('/?scenario=servers-statistic:500,servers:malformed');
    const failed = await call('/api/v1/servers-statistic');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(await failed.json()).toHaveProperty('message');
    const malformed = await call('/api/v1/servers');
    expect(malformed.status).toBe(200);
    expect(await malformed.json()).not.toHaveProperty('data.servers.0.key');
    await visitor.page('/?scenario=');
    expect((await call('/api/v1/servers-statistic')).status).toBe(200);
  });

  it('slow-<ms> delays the real answer', async () => {
    const { visitor, call } = await session();
    await visitor.fetch('/__fixtures/scenario', postJson({ endpoint: 'servers', kind: 'slow-150' }));
    const started = Date.now();
    const res = await call('/api/v1/servers');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(((await res.json()) as { data: { servers: unknown[] } }).data.servers).toHaveLength(4);
  });

  it('offline drops the connection', async () => {
    const { visitor, call } = await session();
    await visitor.page('/?scenario=servers:offline');
    await expect(call('/api/v1/servers')).rejects.toThrow();
  });

  it('timeout never answers, and the host still closes at once', async () => {
    const own = await startTestHost();
    const visitor = new Visitor(own);
    const api = await visitor.apiUrl();
    await visitor.page('/?scenario=servers-statistic:timeout');
    const aborted = fetch(`${api}/api/v1/servers-statistic`, { signal: AbortSignal.timeout(300) });
    await expect(aborted).rejects.toThrow();
    const hanging = fetch(`${api}/api/v1/servers-statistic`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await hanging).toBeInstanceOf(Error);
  });

  it('rejects unknown endpoints and kinds', async () => {
    const { visitor } = await session();
    const bad = await visitor.fetch('/__fixtures/scenario', postJson({ endpoint: 'nope', kind: '500' }));
    expect(bad.status).toBe(400);
    const badKind = await visitor.fetch('/__fixtures/scenario', postJson({ endpoint: 'servers', kind: 'boom' }));
    expect(badKind.status).toBe(400);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { visitor } = await session();
    const res = await visitor.fetch('/__fixtures/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('gallery form posts redirect back', async () => {
    const { visitor } = await session();
    const res = await visitor.fetch('/__fixtures/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'endpoint=logout&kind=429&action=apply&next=%2Fgallery%23scenarios',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/gallery#scenarios');
    expect(await visitor.json('/__fixtures/scenario')).toEqual({ scenarios: { logout: '429' } });
  });
});

describe('visitor carts (docs/BACKEND.md "Visitor carts")', () => {
  const cart = { login: 'guest@example.com', title: '50 OC', price: 5, product_qty: 1, server_id: 1 };
  const captcha = { 'g-recaptcha-response': 'fixture-captcha-test' };

  it('are found by the cart id the save answered, not by the session: two visitors never share one', async () => {
    const { call } = await session();
    const save = async (login: string) =>
      (await (await call('/api/donate/cart', postJson({ ...cart, login, ...captcha }))).json()) as { cart_id: string };
    const first = await save('first@example.com');
    const second = await save('second@example.com');
    expect(first.cart_id).toMatch(/^cart-/);
    expect(second.cart_id).not.toBe(first.cart_id);
    const read = async (id?: string) =>
      (
        (await (await call(`/api/donate/cart${id ? `?cart_id=${id}` : ''}`)).json()) as {
          data: { login: string } | null;
        }
      ).data;
    expect((await read(first.cart_id))?.login).toBe('first@example.com');
    expect((await read(second.cart_id))?.login).toBe('second@example.com');
    expect(await read()).toBeNull();
    const order = await call('/api/donate/order', postJson({ ...captcha, cart_id: first.cart_id }));
    expect(order.status).toBe(200);
    expect((await call('/api/donate/order', postJson(captcha))).status).toBe(422);
  });
});

describe('case opening', () => {
  it('one open gives one coupon, or three when the case page says fixture=several-coupons', async () => {
    const { visitor, call } = await session();
    visitor.cookies.set('token', 'tok-verified');
    type Opened = { data: { caseItemId: number; coupons: { id: number; name: string }[] } };
    const open = async () =>
      (await (
        await call('/api/v1/cases/open', postJson({ case_id: 1 }, { authorization: 'Bearer tok-verified' }))
      ).json()) as Opened;
    expect((await open()).data.coupons).toHaveLength(1);
    await visitor.page('/cabinet/case?id=11&fixture=several-coupons');
    const several = await open();
    expect(several.data.coupons).toHaveLength(3);
    expect(new Set(several.data.coupons.map((c) => c.id)).size).toBe(3);
    // Not drawn: the case's first item twice and its second once, so a board shows a stack and a row.
    expect(several.data.coupons.map((c) => c.name)).toEqual(['Canister', 'Canister', 'Toolbox']);
    expect(several.data.caseItemId).toBe(101);
    await visitor.page('/cabinet/case?id=11&fixture=');
    expect((await open()).data.coupons).toHaveLength(1);
  });
});
