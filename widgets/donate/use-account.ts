import { useEffect, useState } from 'react';
import { number, string, type } from 'superstruct';
import { userEndpoints } from '../../shared/api/endpoints/user';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import type { Account } from './app-context';

const StoredUser = type({ email: string(), server: string(), premiumCoins: number() });

/**
 * The signed-in player for locking e-mail and server: the stored `user` entry at once, then fresh from
 * GET /api/v1/user (stored again). Visitors have none. Follows `coins:changed`.
 */
export function useAccount(): Account | undefined {
  const { config, storage, bus } = useServices();
  const user = useEndpoints(userEndpoints);
  const signedIn = config.apiToken !== '';
  const [account, setAccount] = useState<Account | undefined>(() =>
    signedIn ? storage.local.get(KEYS.user, StoredUser) : undefined,
  );

  useEffect(() => {
    if (!signedIn) return;
    let alive = true;
    user.me().then(
      (me) => {
        const next = { email: me.email, server: me.server, premiumCoins: me.premiumCoins };
        storage.local.set(KEYS.user, { ...storage.local.get<Record<string, unknown>>(KEYS.user), ...next });
        if (alive) setAccount(next);
      },
      () => {},
    );
    const off = bus.on('coins:changed', ({ premiumCoins }) => setAccount((prev) => prev && { ...prev, premiumCoins }));
    return () => {
      alive = false;
      off();
    };
  }, [signedIn, user, storage, bus]);
  return account;
}
