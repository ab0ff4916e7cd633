import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../shared/api/client';
import { contractCheck } from '../../../shared/runtime/services';
import { ApiError } from '../../../shared/api/errors';
import { DonateDataResponse } from '../../../shared/api/schemas/donate';
import { UserResponse } from '../../../shared/api/schemas/user';
import { fakeFetch, type Routes } from '../../support/fake-fetch';

function setup(routes: Routes, contract: boolean) {
  const network = fakeFetch(routes);
  const warn = vi.fn();
  const client = createClient({
    baseUrl: 'http://api.test',
    token: 'tok',
    csrfToken: '',
    pageOrigin: 'http://site.test',
    onUnauthorized: () => {},
    warn,
    fetch: network.fetch,
    check: contract ? contractCheck(warn) : undefined,
  });
  return { client, warn };
}

const user = {
  email: 'p@example.com',
  login: 'p',
  server: 'one',
  createdAt: '2024-01-01',
  premiumCoins: 5,
  isVerified: true,
};
const lines = (warn: ReturnType<typeof vi.fn>) => warn.mock.calls.map(([m]) => String(m));

describe('contract mode (?widgets-debug=contract)', () => {
  it('lists every issue of a refused answer, not the first only', async () => {
    const bad = { data: { user: { ...user, login: 7, isVerified: 'yes', premiumCoins: -1 } } };
    const { client, warn } = setup({ 'GET /api/v1/user': { body: bad } }, true);
    await expect(client.get('/api/v1/user', UserResponse)).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(lines(warn)).toHaveLength(2));
    expect(lines(warn)[0]).toContain('answered an unexpected shape');
    const message = lines(warn)[1] ?? '';
    expect(message).toContain('[widgets] api (contract): GET /api/v1/user: refused, 3 issue(s):');
    for (const path of ['data.user.login', 'data.user.premiumCoins', 'data.user.isVerified'])
      expect(message).toContain(`at ${path}: `);
  });

  it("quotes paths and types, never the refused values (a player's e-mail stays out of the console)", async () => {
    const bad = { data: { user: { ...user, login: 'mail.me@example.org', isVerified: 'mail.me@example.org' } } };
    const { client, warn } = setup({ 'GET /api/v1/user': { body: bad } }, true);
    await expect(client.get('/api/v1/user', UserResponse)).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(lines(warn)).toHaveLength(2));
    expect(lines(warn).join('\n')).not.toContain('mail.me');
    expect(lines(warn)[1]).toContain('at data.user.isVerified: expected boolean, got string');
    expect(lines(warn)[0]).toContain('at data.user.isVerified: expected boolean, got string');
  });

  it('quotes a product type only when it reads as a type name', async () => {
    const product = (type: string) => ({ id: 1, title: 'T', type });
    const answer = { servers: [], products: [product('write to mail.me@example.org')], payment_groups: [] };
    const { client, warn } = setup({ 'GET /api/donate-data': { body: answer } }, true);
    await client.get('/api/donate-data', DonateDataResponse);
    await vi.waitFor(() => expect(lines(warn)).toHaveLength(1));
    expect(lines(warn)[0]).not.toContain('mail.me');
    expect(lines(warn)[0]).toContain('data.products[].type');
  });

  it('warns once per ignored field, naming the field the widgets read instead', async () => {
    const answer = { data: { user: { ...user, isTwoFa: true, nickname: 'x' } } };
    const { client, warn } = setup({ 'GET /api/v1/user': { body: answer } }, true);
    await client.get('/api/v1/user', UserResponse);
    await client.get('/api/v1/user', UserResponse, { fresh: true });
    await vi.waitFor(() => expect(lines(warn)).toHaveLength(2));
    expect(lines(warn)).toEqual([
      '[widgets] api (contract): GET /api/v1/user: data.user.isTwoFa is ignored: the widgets read "isTwoFaEnabled", absent here',
      '[widgets] api (contract): GET /api/v1/user: data.user.nickname is ignored (not in the schema)',
    ]);
  });

  it('warns once for each product type no tab is made for', async () => {
    const product = (type: string) => ({ id: 1, title: 'T', type });
    const answer = { servers: [], products: [product('one_coin'), product('special_offers')], payment_groups: [] };
    const { client, warn } = setup({ 'GET /api/donate-data': { body: answer } }, true);
    await client.get('/api/donate-data', DonateDataResponse);
    await vi.waitFor(() => expect(lines(warn)).toHaveLength(1));
    expect(lines(warn)[0]).toContain('product type "special_offers" is not one of one_coin, goods, cases');
  });

  it('says nothing of the kind without the flag: one issue, no field warnings', async () => {
    const bad = { data: { user: { ...user, login: 7, isVerified: 'yes' } } };
    const { client, warn } = setup({ 'GET /api/v1/user': { body: bad } }, false);
    await expect(client.get('/api/v1/user', UserResponse)).rejects.toBeInstanceOf(ApiError);
    expect(lines(warn)[0]).not.toContain('\n');
    const ok = setup({ 'GET /api/v1/user': { body: { data: { user: { ...user, isTwoFa: true } } } } }, false);
    await ok.client.get('/api/v1/user', UserResponse);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ok.warn).not.toHaveBeenCalled();
  });
});
