import { useEffect, useState } from 'react';
import { number, string, type } from 'superstruct';
import { userEndpoints } from '../../shared/api/endpoints/user';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import { useLoad } from '../../shared/ui/use-load';
import type { Account } from './app-context';

const StoredUser = type({ email: string(), server: string(), premiumCoins: number() });

/**
 * The signed-in player for locking e-mail and server: the stored `user` entry at once, then fresh from
 * GET /api/v1/user (stored again). Visitors have none. Follows `coins:changed`.
 */
export function useAccount(): Account | undefined {
  const { session, storage, bus } = useServices();
  const user = useEndpoints(userEndpoints);
  const { signedIn } = session;
  const [stored, setStored] = useState<Account | undefined>(() =>
    signedIn ? storage.local.get(KEYS.user, StoredUser) : undefined,
  );
  const { state, update } = useLoad(
    async (): Promise<Account> => {
      const me = await user.me();
      const next = { email: me.email, server: me.server, premiumCoins: me.premiumCoins };
      storage.local.set(KEYS.user, { ...storage.local.get<Record<string, unknown>>(KEYS.user), ...next });
      return next;
    },
    [user, storage],
    signedIn,
  );
  useEffect(
    () =>
      bus.on('coins:changed', ({ premiumCoins }) => {
        update((account) => ({ ...account, premiumCoins }));
        setStored((account) => account && { ...account, premiumCoins });
      }),
    [bus, update],
  );
  return state.status === 'ready' ? state.data : stored;
}
