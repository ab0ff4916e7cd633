import { describe, expect, it } from 'vitest';
import { createClient } from '../../../shared/api/client';
import { sessionEndpoints } from '../../../shared/api/endpoints/session';
import { ApiError } from '../../../shared/api/errors';
import { fakeFetch, type Reply } from '../../support/fake-fetch';

function login(reply: Reply) {
  const network = fakeFetch({ 'POST /api/v1/auth/login': reply });
  const client = createClient({
    baseUrl: 'http://api.test',
    token: '',
    csrfToken: '',
    pageOrigin: 'http://site.test',
    onUnauthorized: () => {},
    warn: () => {},
    fetch: network.fetch,
  });
  return { call: sessionEndpoints(client).login({ server: 'one', login: 'player', password: 'x' }), network };
}

describe('sign-in endpoint (docs/widgets/auth.md: 400-599 is an error unless needTwoFactor is set)', () => {
  it.each<[string, Reply, unknown]>([
    ['a token', { body: { data: { token: 'tok-1' } } }, { token: 'tok-1' }],
    ['needTwoFactor at the top of a 200', { body: { needTwoFactor: true } }, { needTwoFactor: true }],
    ['needTwoFactor inside data of a 200', { body: { data: { needTwoFactor: true } } }, { needTwoFactor: true }],
    [
      'needTwoFactor with a 422',
      { status: 422, body: { message: 'code', needTwoFactor: true } },
      { needTwoFactor: true },
    ],
    ['needTwoFactor with a 500', { status: 500, body: { data: { needTwoFactor: true } } }, { needTwoFactor: true }],
  ])('%s', async (_, reply, expected) => {
    await expect(login(reply).call).resolves.toEqual(expected);
  });

  it.each<[string, Reply, Partial<ApiError>]>([
    ['422 without the flag', { status: 422, body: { message: 'Invalid credentials' } }, { kind: 'http', status: 422 }],
    ['599', { status: 599, body: {} }, { kind: 'http', status: 599 }],
    ['needTwoFactor false with a 400', { status: 400, body: { needTwoFactor: false } }, { kind: 'http', status: 400 }],
    ['200 with neither token nor flag', { body: { data: {} } }, { kind: 'invalid' }],
    ['200 of the wrong shape', { body: { data: { token: 42 } } }, { kind: 'invalid' }],
    ['no answer', 'network', { kind: 'network' }],
  ])('%s rejects', async (_, reply, expected) => {
    await expect(login(reply).call).rejects.toMatchObject(expected);
  });

  it('posts the credentials as JSON', async () => {
    const { call, network } = login({ body: { data: { token: 't' } } });
    await call;
    expect(network.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/login',
      body: { server: 'one', login: 'player', password: 'x' },
    });
  });
});
