import { useCallback, useRef, useState } from 'react';
import { couponsEndpoints } from '../../shared/api/endpoints/coupons';
import { userEndpoints } from '../../shared/api/endpoints/user';
import type { Coupon } from '../../shared/api/schemas/coupons';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { canSwap } from './rules';

export interface Swaps {
  /** Swapped here: these rows say so. */
  swapped: ReadonlySet<number>;
  /** On their way: their buttons are busy. */
  busy: ReadonlySet<number>;
  /** The balance after the last swap (from the answer, else a fresh GET /api/v1/user). */
  balance: number | undefined;
  /** Swaps finished that swapped something: each is said once. */
  finished: number;
  /** Swaps the coupons of the list that are not swapped or on their way, one request each, in order. */
  swap: (list: readonly Coupon[]) => Promise<void>;
}

/**
 * The swaps of one prize panel (docs/widgets/roulette.md, "Swap"), shared by its rows and "swap all", so a
 * coupon is sent once whichever button sent it. A failure stops there, silently: the coupons not swapped are
 * ready again. The new balance goes out as `coins:changed`.
 */
export function useSwaps(): Swaps {
  const { bus, log } = useServices();
  const coupons = useEndpoints(couponsEndpoints);
  const user = useEndpoints(userEndpoints);
  const [swapped, setSwapped] = useState<ReadonlySet<number>>(() => new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [balance, setBalance] = useState<number>();
  const [finished, setFinished] = useState(0);
  // Swapped or on the way, written at once: a second tap in the same task sends nothing.
  const taken = useRef(new Set<number>());
  const swap = useCallback(
    async (list: readonly Coupon[]) => {
      const left = list.filter((c) => canSwap(c) && !taken.current.has(c.id));
      if (left.length === 0) return;
      const ids = left.map((c) => c.id);
      for (const id of ids) taken.current.add(id);
      setBusy((b) => new Set([...b, ...ids]));
      let coins: number | undefined;
      let sent = 0;
      for (const coupon of left) {
        try {
          coins = await coupons.convert(coupon.id);
        } catch (error) {
          log.warn(`swap of coupon ${coupon.id} failed`, error);
          break;
        }
        sent++;
        setSwapped((d) => new Set(d).add(coupon.id));
      }
      for (const id of ids.slice(sent)) taken.current.delete(id);
      setBusy((b) => new Set([...b].filter((id) => !ids.includes(id))));
      if (sent === 0) return;
      try {
        coins ??= (await user.me({ fresh: true })).premiumCoins;
        setBalance(coins);
        bus.emit('coins:changed', { premiumCoins: coins });
      } catch (error) {
        log.warn('balance refresh after a swap failed', error);
      }
      setFinished((n) => n + 1);
    },
    [coupons, user, bus, log],
  );
  return { swapped, busy, balance, finished, swap };
}
