import type { Credentials } from '../shared/api/endpoints/session';
import { wantsTwoFactor } from '../shared/api/schemas/session';
import type { Run, SandboxAccount } from './run';
import { SANDBOX_HEADER } from './sandbox-header';
import { call, dataOf, id, PASS, Sandbox, signIn, state } from './sandbox-session';
import { STEPS } from './sandbox-steps';

export type { SandboxAccount } from './run';

/**
 * Signs in as the sandbox account and makes every state-changing call the widgets make, each answer checked
 * against the widgets' schema and the account read back after it (balance, cases, coupons), as the cabinet
 * would show it.
 */
export async function checkSandbox(run: Run, account: SandboxAccount): Promise<void> {
  const s = await signInAsSandbox(run, account);
  if (!s) return;
  let before = await s.read();
  for (const step of STEPS) before = await step(s, before);
  await checkLogout(s);
}

/** Sign-in, as the form sends it; only an account the backend marks as a test one is answered. */
async function signInAsSandbox(run: Run, account: SandboxAccount): Promise<Sandbox | undefined> {
  const servers = await call(run, (api) => api.servers.list(), undefined);
  const server =
    account.server ?? String((dataOf(servers.body).servers as { key?: string }[] | undefined)?.[0]?.key ?? 'one');
  const credentials: Credentials = {
    server,
    ...(account.login.includes('@') ? { email: account.login } : { login: account.login }),
    password: account.password,
  };
  const first = await signIn(run, credentials);
  const token = String(dataOf(first.answer?.body).token ?? '');
  const found = [...first.found];
  const asks = wantsTwoFactor(first.answer?.body);
  if (!token || asks)
    found.push(
      state(
        'login',
        `the sandbox account could not sign in (${first.answer?.status ?? 'no answer'}${asks ? ', asks for a two-factor code' : ''})`,
        'give --login/--password/--server of a test account with two-factor off; the sandbox pass stops here',
      ),
    );
  run.row({ id: 'login', request: `POST ${first.request.path}` }, first.answer?.status ?? null, found, PASS);
  if (!token || asks) return undefined;
  return (await isMarked(run, token)) ? new Sandbox(run, account, credentials, token) : undefined;
}

/** Whether the backend marks the account as a test one; a finding when not (then nothing is changed). */
async function isMarked(run: Run, token: string): Promise<boolean> {
  const { request: me } = id((api) => api.user.me());
  const marked = await run.call('user', me, me.answer, { token, pass: PASS });
  if (/^(true|1)$/i.test(marked.answer?.headers.get(SANDBOX_HEADER) ?? '')) return true;
  run.row(
    { id: 'user', request: 'GET /api/v1/user' },
    marked.answer?.status ?? null,
    [
      ...marked.found,
      {
        endpoint: 'user',
        severity: 'error',
        kind: 'sandbox',
        pass: PASS,
        message: `this account is not marked as a test account (no ${SANDBOX_HEADER}: true on GET /api/v1/user): nothing is changed`,
        fix: `answer GET /api/v1/user for the test account with the header ${SANDBOX_HEADER}: true (docs/BACKEND.md "A sandbox account")`,
      },
    ],
    PASS,
  );
  return false;
}

/** Logout ends the token: the next call with it is a 401. */
async function checkLogout(s: Sandbox): Promise<void> {
  await s.call((api) => api.session.logout());
  const { request: me } = id((api) => api.user.me());
  const after = await s.run.call('user', me, undefined, { token: s.token, pass: PASS });
  if (after.answer && after.answer.status !== 401)
    s.fail(
      'logout',
      `after logout, the token still answers ${after.answer.status}`,
      'end the bearer token on POST /api/v1/auth/logout',
    );
}
