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
 * "Обменять на 40 монет"; a board row "Обменять" (its price is on the row; the accessible name keeps the
 * sentence); a stack "Обменять ×3 за 30 монет". Afterwards "Swapped" with the new balance.
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
      <span className="wgt-roulette__note wgt-roulette__note--done" role="status">
        {swaps.balance === undefined
          ? t('roulettePrize.swapped')
          : tn('prize.swappedBalance', swaps.balance, { n: i18n.number(swaps.balance) })}
      </span>
    );
  }
  const coins = left.reduce((sum, c) => sum + c.premiumCoinsPrice, 0);
  const n = i18n.number(coins);
  const label =
    left.length > 1 ? tn('roulettePrize.swapStack', coins, { n, count: left.length }) : tn('prize.swap', coins, { n });
  const short = board && left.length === 1;
  return (
    <ConfirmButton
      className="wgt-roulette__swap"
      busy={left.some((c) => swaps.busy.has(c.id))}
      aria-label={short ? `${label}: ${first.name}` : undefined}
      question={`${label}?`}
      yes={t('prize.yes')}
      cancel={t('prize.cancel')}
      onConfirm={() => void swaps.swap(left)}
    >
      {short ? t('prize.swapShort') : label}
    </ConfirmButton>
  );
}
