import { useCallback, useEffect, useRef, useState } from 'react';
import { userEndpoints } from '../../shared/api/endpoints/user';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import type { CabinetUser } from './tab-props';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: CabinetUser };

/** The signed-in player (GET /api/v1/user), kept live on `coins:changed` and mirrored to the local user entry. */
export function useUser() {
  const { bus, storage } = useServices();
  const endpoints = useEndpoints(userEndpoints);
  const [state, setState] = useState<State>({ status: 'loading' });
  const alive = useRef(true);

  const load = useCallback(
    (fresh: boolean) => {
      if (!fresh) setState({ status: 'loading' });
      endpoints.me({ fresh }).then(
        (user) => alive.current && setState({ status: 'ready', user }),
        () => alive.current && !fresh && setState({ status: 'error' }),
      );
    },
    [endpoints],
  );
  useEffect(() => {
    alive.current = true;
    load(false);
    return () => void (alive.current = false);
  }, [load]);

  const update = useCallback(
    (patch: Partial<CabinetUser>) =>
      setState((s) => (s.status === 'ready' ? { status: 'ready', user: { ...s.user, ...patch } } : s)),
    [],
  );
  useEffect(() => bus.on('coins:changed', ({ premiumCoins }) => update({ premiumCoins })), [bus, update]);

  const user = state.status === 'ready' ? state.user : undefined;
  useEffect(() => {
    // SPEC §3: the local user entry (e-mail, server, coins, two-factor, own promo) other pages read.
    if (user)
      storage.local.set(KEYS.user, {
        email: user.email,
        server: user.server,
        premiumCoins: user.premiumCoins,
        isTwoFa: !!user.isTwoFaEnabled,
        userPromoCode: user.userPromoCode ?? '',
      });
  }, [user, storage]);

  return { state, update, retry: () => load(false), refresh: () => load(true) };
}
