import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../host-fixtures/start';
import { TWOFA_SECRET } from '../../host-fixtures/state/users';
import { postJson, startTestHost, Visitor } from './helpers';

let host: RunningHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

type Dump = {
  session: string;
  state: { users: { alias: string; tokens: string[] }[] };
  scenarios: Record<string, string>;
};
type Log = { requests: { method: string; path: string; endpoint: string | null; time: string; scenario?: string }[] };

describe('POST /auth-store-token', () => {
  it('needs the session CSRF token', async () => {
    const visitor = new Visitor(host);
    await visitor.page('/');
    const missing = await visitor.fetch('/auth-store-token', postJson({ token: 'tok-verified' }));
    expect(missing.status).toBe(419);
    expect(await missing.json()).toEqual({ message: 'CSRF token mismatch' });
    const wrong = await visitor.fetch('/auth-store-token', postJson({ token: 'x' }, { 'X-CSRF-TOKEN': 'nope' }));
    expect(wrong.status).toBe(419);
    expect(visitor.cookies.has('token')).toBe(false);
  });

  it('sets and clears the token cookie', async () => {
    const visitor = new Visitor(host);
    const { csrf } = await visitor.page('/');
    const set = await visitor.fetch('/auth-store-token', postJson({ token: 'tok-verified' }, { 'X-CSRF-TOKEN': csrf }));
    expect(await set.json()).toEqual({ ok: true });
    expect(set.headers.getSetCookie().join()).toMatch(/token=tok-verified; Path=\/; SameSite=Lax/);
    expect((await visitor.page('/')).globals.apiToken).toBe('tok-verified');
    await visitor.fetch('/auth-store-token', postJson({ token: '' }, { 'X-CSRF-TOKEN': csrf }));
    expect((await visitor.page('/')).globals.apiToken).toBe('');
  });

  it('takes scenarios as endpoint auth-store-token', async () => {
    const visitor = new Visitor(host);
    const { csrf } = await visitor.page('/?scenario=auth-store-token:500');
    const res = await visitor.fetch('/auth-store-token', postJson({ token: 'tok-verified' }, { 'X-CSRF-TOKEN': csrf }));
    expect(res.status).toBe(500);
  });
});

describe('/__fixtures', () => {
  it('login-as sets the seed token and redirects; logout clears it', async () => {
    const visitor = new Visitor(host);
    const res = await visitor.fetch('/__fixtures/login-as?user=twofa&next=/cabinet');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cabinet');
    expect((await visitor.page('/cabinet')).globals.apiToken).toBe('tok-twofa');
    const out = await visitor.fetch('/__fixtures/logout');
    expect(out.headers.get('location')).toBe('/');
    expect((await visitor.page('/')).globals.apiToken).toBe('');
    expect((await visitor.fetch('/__fixtures/login-as?user=ghost')).status).toBe(404);
    expect((await visitor.fetch('/__fixtures/login-as?user=rich&next=//evil.example')).headers.get('location')).toBe(
      '/',
    );
  });

  it('login-as goes on to a page whose address has letters beyond ASCII (a receipt in Russian), encoded', async () => {
    const visitor = new Visitor(host);
    const next = '/ru/donate/success?product=Зимний набор&payment=Карта (Stripe)#top';
    const res = await visitor.fetch(`/__fixtures/login-as?user=verified&next=${encodeURIComponent(next)}`);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/ru\/donate\/success\?product=%D0%97/);
    expect(new URL(location, 'http://x').searchParams.get('product')).toBe('Зимний набор');
    expect(new URL(location, 'http://x').searchParams.get('payment')).toBe('Карта (Stripe)');
    // A line break cannot split the header: the address's parser drops it.
    const split = await visitor.fetch(
      `/__fixtures/login-as?user=verified&next=${encodeURIComponent('/a\r\nX-Evil: 1')}`,
    );
    expect(split.status).toBe(303);
    expect(split.headers.get('x-evil')).toBeNull();
  });

  it('reset restores the seed and clears scenarios; all=1 resets every session', async () => {
    const a = new Visitor(host);
    const b = new Visitor(host);
    const apiA = await a.apiUrl();
    const apiB = await b.apiUrl();
    const logout = (api: string) =>
      fetch(`${api}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: 'Bearer tok-verified' } });
    await logout(apiA);
    await logout(apiB);
    await a.page('/?scenario=servers:500');
    expect((await logout(apiA)).status).toBe(401);

    await a.fetch('/__fixtures/reset', { method: 'POST' });
    const dump = await a.json<Dump>('/__fixtures/state');
    expect(dump.scenarios).toEqual({});
    expect(dump.state.users.find((u) => u.alias === 'verified')?.tokens).toEqual(['tok-verified']);
    expect(
      (await fetch(`${apiB}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: 'Bearer tok-verified' } }))
        .status,
    ).toBe(401);

    await a.fetch('/__fixtures/reset?all=1', { method: 'POST' });
    expect((await logout(apiB)).status).toBe(200);
  });

  it('logs this session’s API requests by endpoint id', async () => {
    const visitor = new Visitor(host);
    const api = await visitor.apiUrl();
    await visitor.page('/?scenario=servers:429');
    await fetch(`${api}/api/v1/servers-statistic`);
    await fetch(`${api}/api/v1/servers-statistic`);
    await fetch(`${api}/api/v1/servers?x=1`);
    await fetch(`${api}/api/v1/servers`, { method: 'OPTIONS', headers: { origin: host.url } });
    const { requests } = await visitor.json<Log>('/__fixtures/requests');
    expect(requests.map((r) => r.endpoint)).toEqual(['servers-statistic', 'servers-statistic', 'servers']);
    expect(requests[2]).toMatchObject({ method: 'GET', path: '/api/v1/servers?x=1', scenario: '429' });
    expect(Date.parse(requests[0]?.time ?? '')).not.toBeNaN();
    await visitor.fetch('/__fixtures/requests', { method: 'DELETE' });
    expect((await visitor.json<Log>('/__fixtures/requests')).requests).toEqual([]);
  });

  it('is also reachable under the API origin session path', async () => {
    const visitor = new Visitor(host);
    const api = await visitor.apiUrl();
    const dump = (await (await fetch(`${api}/__fixtures/state`)).json()) as Dump;
    expect(dump.session).toBe(visitor.cookies.get('fx'));
  });

  it('exports the two-factor seed secret for real TOTP codes', async () => {
    const code = new TOTP({ secret: TWOFA_SECRET }).generate();
    expect(code).toMatch(/^\d{6}$/);
    const dump = await new Visitor(host).json<{ state: { users: { alias: string; twoFaSecret: string | null }[] } }>(
      '/__fixtures/state',
    );
    expect(dump.state.users.find((u) => u.alias === 'twofa')?.twoFaSecret).toBe(TWOFA_SECRET);
  });
});
