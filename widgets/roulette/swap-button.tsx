import { prize } from '../../shared/i18n/prize.messages';
import { useServices, useT } from '../../shared/runtime/context';
import { ConfirmButton } from '../../shared/ui/confirm-button';
import { roulettePrize } from './prize.messages';
import { canSwap } from './rules';
import type { Swaps } from './use-swaps';
import type { Coupon } from '../../shared/api/schemas/coupons';

/**
 * Coupons → premium coins (as in the cabinet), one prize or a stack of equal ones (the board's "×3"). Every
 * swap asks first, in place (docs/widgets/roulette.md, "Swap"). The words say what goes: the won prize
 * "Обменять на 40 монет"; a board row "Обменять" (its price is on the row); a stack, all of it, "Обменять все 3
 * за 30 монет". The accessible name ends with the item's name, so no two buttons sound alike. Afterwards the
 * row says "Swapped" with the new balance; the panel's one live region says it once (results.tsx).
 */
export function SwapButton({
  stack,
  swaps,
  board = false,
}: {
  stack: readonly Coupon[];
  swaps: Swaps;
  board?: boolean;
}) {
  const { i18n } = useServices();
  const { t, tn } = useT(roulettePrize, prize);
  const first = stack[0];
  if (!first?.isSwapAvailable) return <span className="wgt-roulette__note">{t('prize.notSwappable')}</span>;
  const left = stack.filter((c) => canSwap(c) && !swaps.swapped.has(c.id));
  if (left.length === 0) {
    return (
      <span className="wgt-roulette__note wgt-roulette__note--done">
        {swaps.balance === undefined
          ? t('roulettePrize.swapped')
          : tn('prize.swappedBalance', swaps.balance, { n: i18n.number(swaps.balance) })}
      </span>
    );
  }
  const coins = left.reduce((sum, c) => sum + c.premiumCoinsPrice, 0);
  const n = i18n.number(coins);
  const sentence =
    left.length > 1 ? tn('prize.swapEvery', coins, { n, count: left.length }) : tn('prize.swap', coins, { n });
  return (
    <ConfirmButton
      className="wgt-roulette__swap"
      busy={left.some((c) => swaps.busy.has(c.id))}
      aria-label={`${sentence}: ${first.name}`}
      question={`${sentence}?`}
      yes={t('prize.yes')}
      cancel={t('prize.cancel')}
      onConfirm={() => void swaps.swap(left)}
    >
      {board && left.length === 1 ? t('prize.swapShort') : sentence}
    </ConfirmButton>
  );
}
