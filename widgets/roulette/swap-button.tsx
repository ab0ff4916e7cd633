import { useState } from 'react';
import { couponsEndpoints } from '../../shared/api/endpoints/coupons';
import { userEndpoints } from '../../shared/api/endpoints/user';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { asksBeforeSwap, ConfirmButton } from '../../shared/ui/confirm-button';
import { useAction } from '../../shared/ui/use-action';
import { canSwap } from './rules';
import type { Coupon } from '../../shared/api/schemas/coupons';

/**
 * Coupons → premium coins (as in the cabinet), one prize or a stack of equal ones (the board's "×3"):
 * rare and above ask first, in place; on the board the button says only "Swap" (the price is on the row,
 * the accessible name keeps the sentence); busy while pending; after it, "Swapped" with the new balance;
 * a failure stops there, silently ready again for the rest (docs/widgets/roulette.md). The new balance
 * goes out as `coins:changed`.
 */
export function SwapButton({ coupons: stack, short = false }: { coupons: readonly Coupon[]; short?: boolean }) {
  const { i18n, bus, log } = useServices();
  const coupons = useEndpoints(couponsEndpoints);
  const user = useEndpoints(userEndpoints);
  const [done, setDone] = useState<ReadonlySet<number>>(
    () => new Set(stack.filter((c) => !canSwap(c)).map((c) => c.id)),
  );
  const [balance, setBalance] = useState<number | undefined>();
  const left = stack.filter((c) => !done.has(c.id));
  const [run, { pending }] = useAction(async () => {
    let coins: number | undefined;
    for (const coupon of left) {
      try {
        coins = await coupons.convert(coupon.id);
      } catch (error) {
        log.warn(`swap of coupon ${coupon.id} failed`, error);
        if (coupon === left[0]) return;
        break;
      }
      setDone((d) => new Set(d).add(coupon.id));
    }
    try {
      coins ??= (await user.me({ fresh: true })).premiumCoins;
      setBalance(coins);
      bus.emit('coins:changed', { premiumCoins: coins });
    } catch (error) {
      log.warn('balance refresh after a swap failed', error);
    }
  });
  const first = stack[0];
  if (!first?.isSwapAvailable) return <span className="wgt-roulette__note">{i18n.t('prize.notSwappable')}</span>;
  if (left.length === 0) {
    return (
      <span className="wgt-roulette__note wgt-roulette__note--done" role="status">
        {balance === undefined
          ? i18n.t('roulettePrize.swapped')
          : i18n.tn('prize.swappedBalance', balance, { n: i18n.number(balance) })}
      </span>
    );
  }
  const coins = left.reduce((sum, c) => sum + c.premiumCoinsPrice, 0);
  const label = i18n.tn('prize.swap', coins, { n: i18n.number(coins) });
  return (
    <ConfirmButton
      className="wgt-roulette__swap"
      busy={pending}
      aria-label={short ? label : undefined}
      ask={asksBeforeSwap(first.color)}
      question={`${label}?`}
      yes={i18n.t('prize.yes')}
      cancel={i18n.t('prize.cancel')}
      onConfirm={() => void run()}
    >
      {short ? i18n.t('prize.swapShort') : label}
    </ConfirmButton>
  );
}
