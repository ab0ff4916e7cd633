import { useCallback, useEffect } from 'react';
import { userEndpoints } from '../../shared/api/endpoints/user';
import type { User } from '../../shared/api/schemas/user';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import { useLoad } from '../../shared/ui/use-load';

/** The signed-in player (GET /api/v1/user), kept live on `coins:changed` and mirrored to the local user entry. */
export function useUser() {
  const { bus, storage } = useServices();
  const endpoints = useEndpoints(userEndpoints);
  const { state, retry, refresh, update: change } = useLoad((fresh) => endpoints.me({ fresh }), [endpoints]);

  const update = useCallback((patch: Partial<User>) => change((user) => ({ ...user, ...patch })), [change]);
  useEffect(() => bus.on('coins:changed', ({ premiumCoins }) => update({ premiumCoins })), [bus, update]);

  const user = state.status === 'ready' ? state.data : undefined;
  useEffect(() => {
    // docs/widgets/cabinet.md: the local user entry (e-mail, server, coins, two-factor, own promo) other pages read.
    if (user)
      storage.local.set(KEYS.user, {
        email: user.email,
        server: user.server,
        premiumCoins: user.premiumCoins,
        isTwoFa: !!user.isTwoFaEnabled,
        userPromoCode: user.userPromoCode ?? '',
      });
  }, [user, storage]);

  return { state, update, retry, refresh };
}
