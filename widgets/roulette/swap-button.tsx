import { useState } from 'react';
import { couponsEndpoints } from '../../shared/api/endpoints/coupons';
import { userEndpoints } from '../../shared/api/endpoints/user';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useAction } from '../../shared/ui/use-action';
import { canSwap } from './rules';
import type { Coupon } from '../../shared/api/schemas/coupons';

/**
 * Coupon → premium coins (as in the cabinet): busy while pending, "swapped" after, silently ready again
 * on failure (docs/widgets/roulette.md). The new balance goes out as `coins:changed`.
 */
export function SwapButton({ coupon, className }: { coupon: Coupon; className?: string }) {
  const { i18n, bus, log } = useServices();
  const coupons = useEndpoints(couponsEndpoints);
  const user = useEndpoints(userEndpoints);
  const [converted, setConverted] = useState(Boolean(coupon.converted));
  const [run, { pending }] = useAction(async () => {
    let coins: number | undefined;
    try {
      coins = await coupons.convert(coupon.id);
    } catch (error) {
      log.warn(`swap of coupon ${coupon.id} failed`, error);
      return;
    }
    setConverted(true);
    try {
      coins ??= (await user.me({ fresh: true })).premiumCoins;
      bus.emit('coins:changed', { premiumCoins: coins });
    } catch (error) {
      log.warn('balance refresh after a swap failed', error);
    }
  });
  if (!coupon.isSwapAvailable)
    return <span className="wgt-roulette__note">{i18n.t('roulettePrize.notSwappable')}</span>;
  if (converted || !canSwap(coupon)) {
    return (
      <span className="wgt-roulette__note wgt-roulette__note--done" role="status">
        {i18n.t('roulettePrize.swapped')}
      </span>
    );
  }
  return (
    <Button kind="secondary" className={className} busy={pending} onClick={() => void run()}>
      {i18n.t('roulettePrize.swap', { coins: i18n.number(coupon.premiumCoinsPrice) })}
    </Button>
  );
}
