import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSession } from '../../host-fixtures/contract-examples';
import type { RunningHost } from '../../host-fixtures/start';
import { Run, type SandboxAccount } from '../../contract/run';
import { checkSandbox } from '../../contract/sandbox';
import { startTestHost } from '../host-fixtures/helpers';
import { plantedBackend, type Fault } from './planted-backend';

let host: RunningHost;
beforeAll(async () => {
  host = await startTestHost();
}, 30_000);
afterAll(() => host.close());

const PLAYER: SandboxAccount = { login: 'player@example.com', password: 'password123', promo: 'NEWBIE2025' };

/** The sandbox pass alone, on a fresh fixture session (behind `fault` when given). */
async function sandbox(account: SandboxAccount, fault?: Fault): Promise<Run> {
  const { api } = await fixtureSession(host.url);
  const backend = fault ? await plantedBackend(api, [fault]) : undefined;
  const base = backend?.url ?? api;
  const run = new Run({ api: base, origin: host.url, captcha: 'fixture-captcha-check' }, { api: base, site: host.url });
  try {
    await checkSandbox(run, account);
  } finally {
    await backend?.close();
  }
  return run;
}
const rows = (run: Run) => run.endpoints.map((e) => `${e.endpoint} ${e.request} ${e.status} ${e.result}`);
const said = (run: Run) => run.findings.map((f) => `${f.endpoint} ${f.kind}: ${f.message}`);

describe('check:api --sandbox', () => {
  it('makes every state-changing call in order, the account read back after each, and finds nothing', async () => {
    const run = await sandbox(PLAYER);
    const read = [
      'user GET /api/v1/user 200 ok',
      'user-cases GET /api/v1/cases/user 200 ok',
      'coupons-user GET /api/v1/coupons/user/ 200 ok',
    ];
    expect(rows(run)).toEqual([
      'servers GET /api/v1/servers 200 ok',
      'login POST /api/v1/auth/login 200 ok',
      ...read,
      'donate-data GET /api/donate-data 200 ok',
      'donate-cart-save POST /api/donate/cart 200 ok',
      'donate-cart GET /api/donate/cart 200 ok',
      'donate-order POST /api/donate/order 200 ok',
      'goods GET /api/v1/goods 200 ok',
      'store-by-coin POST /api/v1/order/store-by-coin 200 ok',
      ...read,
      'cases-user-show GET /api/v1/cases/user/{id} 200 ok',
      'cases-open POST /api/v1/cases/open/ 200 ok',
      ...read,
      'cases-open-multiple POST /api/v1/cases/open-multiple/ 200 ok',
      ...read,
      'coupons-convert GET /api/v1/coupons/convert/{id} 200 ok',
      ...read,
      'user-promo-code POST /api/v1/user/promo-code 200 ok',
      ...read,
      '2fa-secret GET /api/v1/user/2fa/secret 200 ok',
      '2fa-verify POST /api/v1/user/2fa/verify 200 ok',
      ...read,
      '2fa-destroy DELETE /api/v1/user/2fa/destroy 200 ok',
      ...read,
      'logout POST /api/v1/auth/logout 200 ok',
    ]);
    expect(said(run)).toEqual([]);
  }, 60_000);

  it('stops at sign-in when the account asks for a two-factor code, and says so', async () => {
    const run = await sandbox({ login: 'guardian', password: 'password123', server: 'one' });
    expect(rows(run)).toEqual([
      'servers GET /api/v1/servers 200 ok',
      expect.stringMatching(/^login POST \S+ \d+ failed$/),
    ]);
    expect(said(run)).toEqual([
      expect.stringMatching(/^login state: the sandbox account could not sign in \(\d+, asks for a two-factor code\)$/),
    ]);
  }, 60_000);

  it('changes nothing on an account the backend does not mark as a test one', async () => {
    const run = await sandbox({ login: 'newbie', password: 'password123', server: 'two' });
    expect(rows(run)).toEqual([
      'servers GET /api/v1/servers 200 ok',
      'login POST /api/v1/auth/login 200 ok',
      'user GET /api/v1/user 200 failed',
    ]);
    expect(said(run)).toEqual([
      'user sandbox: this account is not marked as a test account (no Sandbox-Account: true on GET /api/v1/user): nothing is changed',
    ]);
  }, 60_000);

  it('names each change a backend did not make, read back from the account', async () => {
    // Refuses the purchase, the promo code and the two-factor code the client sent; misreports the opens and
    // the swap; keeps the token after logout.
    let swapped = false;
    let out = false;
    const run = await sandbox(PLAYER, {
      request(id, body) {
        if (id === 'store-by-coin') return { ...body, product_id: 0 };
        if (id === 'user-promo-code') return { ...body, promo_code: 'NOT-A-CODE' };
        if (id === '2fa-verify') return { ...body, verification_code: '000000' };
        return body;
      },
      answer(x) {
        const data = x.body?.data;
        if (x.id === 'cases-open') data.caseItemId = -1;
        if (x.id === 'cases-open-multiple') data.coupons.pop();
        if (x.id === 'coupons-convert') [swapped, data.premiumCoins] = [true, 1];
        if (x.id === 'coupons-user' && swapped)
          for (const c of data.coupons) Object.assign(c, { isSwapAvailable: true, converted: false });
        if (x.id === 'logout') out = true;
        if (x.id === 'user' && out) [x.status, x.body] = [200, { data: {} }];
      },
    });
    expect(said(run).filter((s) => / state: /.test(s))).toEqual([
      'store-by-coin state: after the call, the balance reads 1500, expected 1475',
      'store-by-coin state: after the call, the copies of case 1 owned reads 4, expected 5',
      "cases-open state: caseItemId -1 is not one of the case's items: the strip cannot stop on it",
      'cases-open-multiple state: after the call, the prizes answered reads 4, expected 5',
      'cases-open-multiple state: after the call, the coupons owned reads 18, expected 17',
      'coupons-convert state: after the call, the answer’s premiumCoins reads 1, expected 1620',
      'coupons-convert state: after the call, coupon 5005 still swappable reads true, expected false',
      'user-promo-code state: after the call, data.user.registrationPromoCode reads "", expected "NEWBIE2025"',
      '2fa-verify state: after the call, data.user.isTwoFaEnabled reads false, expected true',
      'login state: with two-factor on, sign-in without a code did not ask for one (needTwoFactor: true)',
      'logout state: after logout, the token still answers 200',
    ]);
    expect(run.findings.filter((f) => f.severity === 'error' && !f.fix)).toEqual([]);
  }, 60_000);
});
