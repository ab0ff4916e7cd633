import { useEffect, useRef } from 'react';
import { useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import type { Outcome } from './outcome';
import { asRarity, byRarity, totalCoins } from './rules';
import { SwapButton } from './swap-button';
import type { Coupon } from '../../shared/api/schemas/user';

interface ResultsProps {
  outcome: Exclude<Outcome, { kind: 'failed' }>;
  canSpinMore: boolean;
  onSpinMore: () => void;
}

function Prize({ coupon }: { coupon: Coupon }) {
  const { i18n } = useServices();
  const rarity = asRarity(coupon.color);
  return (
    <>
      <img className="wgt-roulette__prize-img" src={coupon.imageName} alt="" width={64} height={64} />
      <span className="wgt-roulette__prize-name">{coupon.name}</span>
      <span className="wgt-roulette__rarity">{i18n.t(`roulette.rarity.${rarity}`)}</span>
    </>
  );
}

/** The prize panel: one prize, or every coupon of a multi-open by rarity with the total; focus lands on its heading. */
export function Results({ outcome, canSpinMore, onSpinMore }: ResultsProps) {
  const { i18n } = useServices();
  const id = useUid();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [outcome]);
  const coupons = byRarity(outcome.coupons);
  const single = outcome.kind === 'single';
  return (
    <section className={`wgt-roulette__result wgt-roulette__result--${outcome.kind}`} aria-labelledby={id}>
      <h3 className="wgt-roulette__result-title" id={id} ref={heading} tabIndex={-1}>
        {i18n.t(single ? 'roulette.prizeTitle' : 'roulette.resultsTitle')}
      </h3>
      {!single && (
        <p className="wgt-roulette__total">{i18n.t('roulette.total', { coins: i18n.number(totalCoins(coupons)) })}</p>
      )}
      <ul className="wgt-roulette__prizes">
        {coupons.map((coupon) => (
          <li key={coupon.id} className={`wgt-roulette__prize wgt-rarity--${asRarity(coupon.color)}`}>
            <Prize coupon={coupon} />
            <SwapButton coupon={coupon} />
          </li>
        ))}
      </ul>
      <Button className="wgt-roulette__more" disabled={!canSpinMore} onClick={onSpinMore}>
        {i18n.t('roulette.spinMore')}
      </Button>
    </section>
  );
}
