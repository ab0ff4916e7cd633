import type { ReactNode } from 'react';
import { useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import { isOnePrize, type Outcome } from './outcome';
import { asRarity, byRarity, totalCoins, type Rarity } from './rules';
import { rarity as rarityNames } from '../../shared/i18n/rarity.messages';
import { roulettePrize } from './prize.messages';
import { RARITY_NAME } from './rarity-name';
import { SwapButton } from './swap-button';
import { Row, SwapAll, SwapNews, Tally } from './board';
import { bursts, MOMENTS } from './win-moment';
import { useSwaps, type Swaps } from './use-swaps';
import { useFocusAfterSwap, usePanelEntrance } from './use-panel-focus';
import type { Coupon } from '../../shared/api/schemas/coupons';
import { stackCoupons } from '../../shared/api/coupon-stacks';
import { Image } from '../../shared/ui/image';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion';

interface ResultsProps {
  outcome: Exclude<Outcome, { kind: 'failed' }>;
  /** Built ahead, not shown yet: focus and scrolling wait until it is. */
  hidden?: boolean;
  canSpinMore: boolean;
  /** How many Spin more opens: it says so ("Spin more ×1", "Spin more ×10"). */
  spinMoreCount: number;
  onSpinMore: () => void;
}

export { BOARD_BATCH } from './use-panel-focus';

const reducedMotion = () => prefersReducedMotion(window);

/**
 * The prize panel. One prize: a reveal the width of the panel (the art large over a burst in its rarity's
 * colour), its name and rarity, then the actions; with motion the reveal plays and escalates with the rarity
 * (win-moment.ts), the actions coming in after it. A multi-open: the board (tally, total, the actions, then
 * the prize cards by rarity, stacked, the best drop first and featured, dealt in order with motion), which
 * scrolls with the page. The panel is brought into view the frame after
 * it appears and focus lands on its heading. A big board renders BOARD_BATCH rows per task.
 */
export function Results({ outcome, hidden = false, canSpinMore, spinMoreCount, onSpinMore }: ResultsProps) {
  const { t } = useT(roulettePrize, rarityNames);
  const id = useUid();
  const single = isOnePrize(outcome);
  const coupons = byRarity(outcome.coupons);
  const rows = stackCoupons(coupons);
  const swaps = useSwaps();
  const best: Rarity = asRarity(coupons[0]?.color ?? outcome.item.color);
  const calm = reducedMotion();
  const { section, heading, shown, pictures } = usePanelEntrance(outcome, {
    hidden,
    calm,
    best,
    single,
    rows: rows.length,
  });
  useFocusAfterSwap(section, heading, swaps);

  const spinMore = (
    <Button className="wgt-roulette__more" disabled={!canSpinMore} onClick={onSpinMore}>
      {t('roulettePrize.spinMoreCount', { n: spinMoreCount })}
    </Button>
  );
  const won = coupons[0];
  const classes = [
    'wgt-roulette__result',
    `wgt-roulette__result--${single ? 'single' : 'multi'}`,
    `wgt-rarity--${best}`,
    bursts(best) && 'wgt-roulette__result--top',
    !calm && 'wgt-roulette__result--burst',
  ];
  return (
    <section ref={section} hidden={hidden} className={classes.filter(Boolean).join(' ')} aria-labelledby={id}>
      {!calm && MOMENTS[best].flash && <span className="wgt-roulette__flash" aria-hidden="true" />}
      <h3 className="wgt-roulette__result-title" id={id} ref={heading} tabIndex={-1}>
        {t(single ? 'roulettePrize.prizeTitle' : 'roulettePrize.resultsTitle')}
      </h3>
      {single && won ? (
        <OnePrize won={won} best={best} pictures={pictures} swaps={swaps} spinMore={spinMore} />
      ) : (
        <Board coupons={coupons} rows={rows.slice(0, shown)} pictures={pictures} swaps={swaps} spinMore={spinMore} />
      )}
      <SwapNews swaps={swaps} coupons={outcome.coupons} />
    </section>
  );
}

/** One prize: the reveal, its name and rarity, then the actions. */
function OnePrize({
  won,
  best,
  pictures,
  swaps,
  spinMore,
}: {
  won: Coupon;
  best: Rarity;
  pictures: boolean;
  swaps: Swaps;
  spinMore: ReactNode;
}) {
  const { t } = useT(roulettePrize, rarityNames);
  return (
    <>
      <div className="wgt-roulette__reveal">
        <span
          className={`wgt-roulette__burst${MOMENTS[best].rays ? ' wgt-roulette__burst--rays' : ''}`}
          aria-hidden="true"
        />
        <Image
          className={`wgt-roulette__prize-img${pictures ? '' : ' wgt-roulette__prize-img--pending'}`}
          src={won.imageName}
          alt=""
          width={176}
          height={176}
        />
      </div>
      <p className="wgt-roulette__prize-name">
        <bdi>{won.name}</bdi>
      </p>
      <p className="wgt-roulette__rarity">{t(RARITY_NAME[asRarity(won.color)])}</p>
      <div className="wgt-roulette__actions">
        <SwapButton stack={[won]} swaps={swaps} />
        {spinMore}
      </div>
    </>
  );
}

/** A multi-open's board: the tally and total, the actions, then the prizes stacked, the best first. */
function Board({
  coupons,
  rows,
  pictures,
  swaps,
  spinMore,
}: {
  coupons: Coupon[];
  rows: Coupon[][];
  pictures: boolean;
  swaps: Swaps;
  spinMore: ReactNode;
}) {
  const { i18n } = useServices();
  const { t } = useT(roulettePrize, rarityNames);
  return (
    <>
      <div className="wgt-roulette__summary">
        <p className="wgt-roulette__total">{t('roulettePrize.total', { coins: i18n.number(totalCoins(coupons)) })}</p>
        <Tally coupons={coupons} />
      </div>
      <div className="wgt-roulette__actions">
        {spinMore}
        <SwapAll coupons={coupons} swaps={swaps} />
      </div>
      <ul className="wgt-roulette__prizes">
        {rows.map((stack, i) => (
          <li
            key={stack[0]!.id}
            className={`wgt-roulette__prize wgt-rarity--${asRarity(stack[0]!.color)}${i === 0 ? ' wgt-roulette__prize--best' : ''}`}
          >
            {i === 0 && <span className="wgt-roulette__best">{t('roulettePrize.best')}</span>}
            <Row stack={stack} shown={pictures} />
            <SwapButton stack={stack} swaps={swaps} board />
          </li>
        ))}
      </ul>
    </>
  );
}
