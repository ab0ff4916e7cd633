import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../host-fixtures/start';
import { newResetCode } from '../../host-fixtures/state/auth';
import { TWOFA_SECRET } from '../../host-fixtures/state/users';
import type { State } from '../../host-fixtures/state';
import { postJson, startTestHost, Visitor } from './helpers';

// Answers are read loosely: the tests check shapes field by field.
type Body = { data: { token: string }; errors: Record<string, string[]>; needTwoFactor?: boolean; message?: string };

let host: RunningHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

async function session() {
  const visitor = new Visitor(host);
  const api = await visitor.apiUrl();
  const post = async (path: string, body: unknown) => {
    const res = await fetch(api + path, {
      ...postJson(body),
      headers: { 'content-type': 'application/json', origin: host.url },
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const state = async () => (await visitor.json<{ state: State }>('/__fixtures/state')).state;
  return { visitor, post, state, api };
}

describe('fixture auth API: sign-in', () => {
  it.each([
    [{ server: 'one', email: 'PLAYER@example.com', password: 'password123' }],
    [{ server: 'one', login: 'player', password: 'password123' }],
  ])('answers a working token for %j', async (creds) => {
    const { post, api } = await session();
    const res = await post('/api/v1/auth/login', creds);
    expect(res.status).toBe(200);
    const token = res.body.data.token as string;
    expect(token).toMatch(/^tok-verified-/);
    const user = await fetch(`${api}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: host.url },
    });
    expect(user.status).toBe(200);
  });

  it.each([
    [{ server: 'one', login: 'player', password: 'nope' }],
    [{ server: 'two', login: 'player', password: 'password123' }],
    [{ server: 'one', login: 'ghost', password: 'password123' }],
    [{}],
  ])('422 "Invalid credentials" (never 401) for %j', async (creds) => {
    const res = await (await session()).post('/api/v1/auth/login', creds);
    expect(res).toEqual({ status: 422, body: { message: 'Invalid credentials' } });
  });

  it('asks the two-factor player for a code until a valid TOTP comes', async () => {
    const { post } = await session();
    const creds = { server: 'one', login: 'guardian', password: 'password123' };
    expect(await post('/api/v1/auth/login', creds)).toMatchObject({ status: 422, body: { needTwoFactor: true } });
    expect(await post('/api/v1/auth/login', { ...creds, verification_code: 'abcdef' })).toMatchObject({
      body: { needTwoFactor: true },
    });
    const code = new TOTP({ secret: Secret.fromBase32(TWOFA_SECRET) }).generate();
    const res = await post('/api/v1/auth/login', { ...creds, verification_code: code });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^tok-twofa-/);
  });
});

describe('fixture auth API: sign-up', () => {
  const form = {
    server: 'two',
    login: 'newbie2',
    email: 'NewBie2@example.com',
    password: 'password1',
    password_confirmation: 'password1',
  };
  it('creates the player and answers a token', async () => {
    const { post, state } = await session();
    const res = await post('/api/v1/auth/register', { ...form, promo_code: 'PLAYER2024' });
    expect(res.status).toBe(201);
    expect(res.body.data.token).toMatch(/^tok-newbie2-/);
    const user = (await state()).users.find((u) => u.login === 'newbie2');
    expect(user).toMatchObject({
      email: 'newbie2@example.com',
      server: 'two',
      registrationPromoCode: 'PLAYER2024',
      tokens: [res.body.data.token],
    });
  });

  it.each<[Record<string, string>, string[]]>([
    [{ email: 'player@example.com' }, ['email']],
    [{ login: 'Player' }, ['login']],
    [{ promo_code: 'NOPE' }, ['promo_code']],
    [{ promo_code: 'player2024' }, ['promo_code']],
    [{ email: 'player@example.com', login: 'player', promo_code: 'X' }, ['email', 'login', 'promo_code']],
    [{ login: '1234' }, ['login']],
    [{ password: 'short', password_confirmation: 'short' }, ['password']],
    [{ server: 'nine' }, ['server']],
  ])('422 with errors for %j', async (patch, keys) => {
    const res = await (await session()).post('/api/v1/auth/register', { ...form, ...patch });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(keys.sort());
  });
});

describe('fixture auth API: password reset', () => {
  it('request → check → change, with the code in the state', async () => {
    const { post, state } = await session();
    const who = { server: 'one', email: 'Player@Example.com' };
    expect((await post('/api/v1/auth/resetPassword', { step: 'request', ...who })).status).toBe(200);
    const code = (await state()).auth.resetCodes['player@example.com']!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('/api/v1/auth/resetPassword', { step: 'check', ...who, code: 'x' })).status).toBe(422);
    expect((await post('/api/v1/auth/resetPassword', { step: 'check', ...who, code })).status).toBe(200);
    const change = { step: 'change', ...who, code, password: 'new-password', password_confirmation: 'new-password' };
    expect((await post('/api/v1/auth/resetPassword', { ...change, password_confirmation: 'other' })).status).toBe(422);
    expect((await post('/api/v1/auth/resetPassword', change)).status).toBe(200);
    expect((await state()).auth.resetCodes).toEqual({});
    expect((await post('/api/v1/auth/resetPassword', change)).status).toBe(422); // the code is spent
    expect(
      (await post('/api/v1/auth/login', { server: 'one', login: 'player', password: 'new-password' })).status,
    ).toBe(200);
  });

  it('422 with errors.email for an unknown e-mail or another server', async () => {
    const { post } = await session();
    for (const who of [
      { server: 'one', email: 'ghost@example.com' },
      { server: 'two', email: 'player@example.com' },
    ]) {
      const res = await post('/api/v1/auth/resetPassword', { step: 'request', ...who });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('email');
    }
  });

  it('makes six-digit codes', () => {
    expect([0, 0.5, 0.999999].map((r) => newResetCode(() => r))).toEqual(['000000', '500000', '999999']);
  });
});
