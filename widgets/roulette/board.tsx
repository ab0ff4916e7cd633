// The pieces of the prize panel (results.tsx): a board row, the tally, Swap all and the one announcement a
// swap makes.
import { useServices, useT } from '../../shared/runtime/context';
import { ConfirmButton } from '../../shared/ui/confirm-button';
import { Image } from '../../shared/ui/image';
import type { Coupon } from '../../shared/api/schemas/coupons';
import { prize } from '../../shared/i18n/prize.messages';
import { rarity as rarityNames } from '../../shared/i18n/rarity.messages';
import { asRarity, canSwap, RARITY_ORDER, totalCoins } from './rules';
import { roulettePrize } from './prize.messages';
import { RARITY_NAME } from './rarity-name';
import type { Swaps } from './use-swaps';

/** A board card: the picture, the name with its stack's count, the rarity, and the price it swaps for. */
export function Row({ stack, shown }: { stack: readonly Coupon[]; shown: boolean }) {
  const { i18n } = useServices();
  const { t, tn } = useT(rarityNames, prize);
  const coupon = stack[0]!;
  const count = stack.length;
  const rarity = asRarity(coupon.color);
  const price = coupon.premiumCoinsPrice;
  return (
    <>
      <Image
        className={`wgt-roulette__prize-img${shown ? '' : ' wgt-roulette__prize-img--pending'}`}
        src={coupon.imageName}
        alt=""
        width={72}
        height={72}
      />
      <span className="wgt-roulette__prize-text">
        <span className="wgt-roulette__prize-name">
          <bdi>{coupon.name}</bdi>
          {count > 1 && <span className="wgt-roulette__times"> ×{count}</span>}
        </span>
        <span className="wgt-roulette__rarity">{t(RARITY_NAME[rarity])}</span>
        {coupon.isSwapAvailable && (
          <span className="wgt-roulette__price">
            {tn(count > 1 ? 'prize.each' : 'prize.coins', price, { n: i18n.number(price) })}
          </span>
        )}
      </span>
    </>
  );
}

/** How many of each rarity a multi-open gave, best first: "1 × Epic", "3 × Rare", … */
export function Tally({ coupons }: { coupons: readonly Coupon[] }) {
  const { t } = useT(rarityNames);
  const counts = RARITY_ORDER.map((r) => [r, coupons.filter((c) => asRarity(c.color) === r).length] as const);
  return (
    <ul className="wgt-roulette__tally">
      {counts
        .filter(([, n]) => n > 0)
        .map(([rarity, n]) => (
          <li key={rarity} className={`wgt-rarity--${rarity}`}>
            {n} × {t(RARITY_NAME[rarity])}
          </li>
        ))}
    </ul>
  );
}

/** "Обменять всё за N монет": one question for every prize of the board still to swap, then the balance. */
export function SwapAll({ coupons, swaps }: { coupons: readonly Coupon[]; swaps: Swaps }) {
  const { i18n } = useServices();
  const { t, tn } = useT(roulettePrize, prize);
  const swappable = coupons.filter(canSwap);
  const left = swappable.filter((c) => !swaps.swapped.has(c.id));
  if (swappable.length < 2) return null;
  if (left.length === 0)
    return swaps.balance === undefined ? null : (
      <span className="wgt-roulette__note wgt-roulette__note--done">
        {tn('roulettePrize.swappedAll', swaps.balance, { n: i18n.number(swaps.balance) })}
      </span>
    );
  const coins = totalCoins(left);
  const label = tn('roulettePrize.swapAll', coins, { n: i18n.number(coins) });
  return (
    <ConfirmButton
      className="wgt-roulette__swap-all"
      busy={left.some((c) => swaps.busy.has(c.id))}
      question={`${label}?`}
      yes={t('prize.yes')}
      cancel={t('prize.cancel')}
      onConfirm={() => void swaps.swap(left)}
    >
      {label}
    </ConfirmButton>
  );
}

/** The panel's one announcement per swap: said when the swap is over, never coupon by coupon. */
export function SwapNews({ swaps, coupons }: { swaps: Swaps; coupons: readonly Coupon[] }) {
  const { i18n } = useServices();
  const { t, tn } = useT(roulettePrize, prize);
  // "All swapped" as the board's Swap all says it: a board of two swappable prizes or more, none left.
  const swappable = coupons.filter(canSwap);
  const all = swappable.length > 1 && swappable.every((c) => swaps.swapped.has(c.id));
  const n = i18n.number(swaps.balance ?? 0);
  const news =
    swaps.finished === 0
      ? ''
      : swaps.balance === undefined
        ? t('roulettePrize.swapped')
        : tn(all ? 'roulettePrize.swappedAll' : 'prize.swappedBalance', swaps.balance, { n });
  return (
    <p className="wgt-visually-hidden" aria-live="polite" aria-atomic="true">
      {news}
    </p>
  );
}
