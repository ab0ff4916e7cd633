import { sessionEndpoints } from '../api/endpoints/session';
import type { Client } from '../api/client';
import { isApiError } from '../api/errors';
import { KEYS, type Storage } from '../storage';
import type { Bus } from './bus';
import type { Log } from './log';
import type { Nav } from './nav';

/** Logout waits this long for the API and the web server, then signs out locally anyway. */
export const LOGOUT_WAIT_MS = 3000;

/** `call`, or nothing after `ms` (the call goes on unheard). */
const within = (ms: number, call: Promise<unknown>) =>
  Promise.race([call, new Promise((resolve) => setTimeout(resolve, ms))]);

export interface Session {
  readonly token: string;
  /** A player (the page has a token), not a visitor: the one test for it. */
  readonly signedIn: boolean;
  /** After sign-in or sign-up: keep the token (cookie, local storage, web server), announce it, reload. */
  signIn(token: string): Promise<void>;
  /** The logout control: tell the API, clear the token everywhere, reload; a silent API is waited for LOGOUT_WAIT_MS at most. */
  logout(): Promise<void>;
  /** Any 401: tell the API (logout with the bearer token), clear the product's keys, go to the sign-in page. Runs once per page. */
  expire(): Promise<void>;
}

interface Deps {
  token: string;
  api: () => Client;
  storage: Storage;
  bus: Bus;
  nav: Nav;
  log: Log;
}

export function createSession({ token, api, storage, bus, nav, log }: Deps): Session {
  let expired = false;
  if (token) followAcrossTabs(token, storage, nav);
  // Sign-in, logout and 401 handling are rare: their calls load on first use, not with every page.
  const endpoints = async () => sessionEndpoints(api());
  const quietly = async (what: string, call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      log.warn(`${what} failed`, error);
    }
  };
  const forget = async () => {
    await quietly('storing the empty token', () =>
      within(
        LOGOUT_WAIT_MS,
        endpoints().then((e) => e.storeToken('')),
      ),
    );
    storage.token.clear();
    storage.local.forget();
    bus.emit('auth:signed-out', {});
  };

  // A 401 says the API no longer knows the token: the session is over, which is what logout asked for.
  const ended = (error: unknown) => {
    if (!(isApiError(error) && error.status === 401)) throw error;
  };
  const tellApi = async () => {
    if (token)
      await quietly('logout', () =>
        within(
          LOGOUT_WAIT_MS,
          endpoints().then((e) => e.logout().catch(ended)),
        ),
      );
  };

  return {
    token,
    signedIn: token !== '',
    async signIn(newToken) {
      storage.token.set(newToken);
      storage.local.set(KEYS.token, newToken);
      await quietly('storing the token', async () => (await endpoints()).storeToken(newToken));
      bus.emit('auth:signed-in', { token: newToken });
      nav.reload();
    },
    async logout() {
      // The logout ends the session itself: its own 401 is no expiry to handle as well.
      expired = true;
      await tellApi();
      await forget();
      nav.reload();
    },
    async expire() {
      if (expired) return;
      expired = true;
      await tellApi();
      await forget();
      nav.assign(nav.localePath('/auth'));
    },
  };
}

/**
 * A signed-in page follows the session across tabs (README "Security model"): it keeps its token under local
 * `token`, and when another tab removes or replaces it while the cookie no longer holds this page's token
 * (a logout, a 401, another player's sign-in there), it reloads: the web server renders the page's new state.
 */
function followAcrossTabs(token: string, storage: Storage, nav: Nav) {
  storage.local.set(KEYS.token, token);
  storage.local.watch(KEYS.token, () => {
    if (storage.local.get(KEYS.token) !== token && storage.token.get() !== token) nav.reload();
  });
}
