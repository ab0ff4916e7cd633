import { useEffect, useRef, useState } from 'react';
import { useMessages, useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import type { Outcome } from './outcome';
import { asRarity, byRarity, RARITY_ORDER, totalCoins } from './rules';
import { prize } from '../../shared/i18n/prize.messages';
import { roulettePrize } from './prize.messages';
import { SwapButton } from './swap-button';
import { burst, bursts } from './win-moment';
import { stackCoupons } from '../../shared/api/coupon-stacks';
import type { Coupon } from '../../shared/api/schemas/coupons';
import { Image } from '../../shared/ui/image';

interface ResultsProps {
  outcome: Exclude<Outcome, { kind: 'failed' }>;
  /** Built ahead, not shown yet: focus and scrolling wait until it is. */
  hidden?: boolean;
  canSpinMore: boolean;
  /** How many Spin more opens: it says so ("Spin more ×1", "Spin more ×10"). */
  spinMoreCount: number;
  onSpinMore: () => void;
}

/** Rows rendered per task on a big board: each batch stays well under a frame at 4× throttling. */
export const BOARD_BATCH = 20;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A prize large (single) or a board row: its stack's count, and the price it swaps for. */
function Prize({ stack, single, shown }: { stack: readonly Coupon[]; single: boolean; shown: boolean }) {
  const size = single ? 128 : 40;
  const { i18n } = useServices();
  const coupon = stack[0]!;
  const count = stack.length;
  const rarity = asRarity(coupon.color);
  const price = stack.reduce((sum, c) => sum + c.premiumCoinsPrice, 0);
  return (
    <>
      <Image
        className={`wgt-roulette__prize-img${shown ? '' : ' wgt-roulette__prize-img--pending'}`}
        src={coupon.imageName}
        alt=""
        width={size}
        height={size}
      />
      <span className="wgt-roulette__prize-text">
        <span className="wgt-roulette__prize-name">
          <bdi>{coupon.name}</bdi>
          {count > 1 && <span className="wgt-roulette__times">×{count}</span>}
        </span>
        <span className="wgt-roulette__rarity">
          {i18n.t(`rarity.${rarity}`)}
          {coupon.isSwapAvailable && !single && (
            <span className="wgt-roulette__price">
              {' · '}
              {i18n.tn('prize.coins', price, { n: i18n.number(price) })}
            </span>
          )}
        </span>
      </span>
    </>
  );
}

/** How many of each rarity a multi-open gave, best first: "1 × Epic", "3 × Rare", … */
function Tally({ coupons }: { coupons: readonly Coupon[] }) {
  const { i18n } = useServices();
  const counts = RARITY_ORDER.map((r) => [r, coupons.filter((c) => asRarity(c.color) === r).length] as const);
  return (
    <ul className="wgt-roulette__tally">
      {counts
        .filter(([, n]) => n > 0)
        .map(([rarity, n]) => (
          <li key={rarity} className={`wgt-rarity--${rarity}`}>
            {n} × {i18n.t(`rarity.${rarity}`)}
          </li>
        ))}
    </ul>
  );
}

/**
 * The prize panel: one prize with its rarity glow, or the board of a multi-open (by rarity, with the
 * tally and the total). It is brought into view the frame after it appears (smoothly unless the player
 * prefers reduced motion) and focus lands on its heading. A big board renders BOARD_BATCH rows per
 * task, so the frame the prize appears in stays short.
 */
export function Results({ outcome, hidden = false, canSpinMore, spinMoreCount, onSpinMore }: ResultsProps) {
  useMessages(roulettePrize, prize);
  const { i18n } = useServices();
  const id = useUid();
  const single = outcome.kind === 'single';
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const coupons = byRarity(outcome.coupons);
  const rows = single ? coupons.map((c) => [c]) : stackCoupons(coupons);
  const [shown, setShown] = useState(BOARD_BATCH);
  // Spread over three frames, none near 50 ms at 4× CPU throttling: the panel appears; the next frame
  // moves focus to its heading and starts the scroll; the one after paints the pictures (a picture's
  // first paint at a new size is a layout of its own).
  const [pictures, setPictures] = useState(false);
  const best = asRarity(coupons[0]?.color ?? outcome.item.color);
  const celebrate = bursts(best) && !reducedMotion();
  useEffect(() => {
    setShown(BOARD_BATCH);
    setPictures(false);
  }, [outcome]);
  useEffect(() => {
    if (hidden) return;
    let frame = requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      const el = section.current;
      // Not every DOM has it (happy-dom); scrolling is a nicety, never a failure.
      if (el && typeof el.scrollIntoView === 'function')
        el.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
      if (el && celebrate) burst(el);
      frame = requestAnimationFrame(() => setPictures(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [outcome, hidden, celebrate]);
  useEffect(() => {
    if (shown >= rows.length) return;
    const timer = setTimeout(() => setShown((n) => n + BOARD_BATCH), 0);
    return () => clearTimeout(timer);
  }, [shown, rows.length]);

  const classes = [
    'wgt-roulette__result',
    `wgt-roulette__result--${outcome.kind}`,
    `wgt-rarity--${best}`,
    bursts(best) && 'wgt-roulette__result--top',
    celebrate && 'wgt-roulette__result--burst',
  ];
  return (
    <section ref={section} hidden={hidden} className={classes.filter(Boolean).join(' ')} aria-labelledby={id}>
      {celebrate && <span className="wgt-roulette__flash" aria-hidden="true" />}
      <h3 className="wgt-roulette__result-title" id={id} ref={heading} tabIndex={-1}>
        {i18n.t(single ? 'roulettePrize.prizeTitle' : 'roulettePrize.resultsTitle')}
      </h3>
      {!single && (
        <div className="wgt-roulette__summary">
          <p className="wgt-roulette__total">
            {i18n.t('roulettePrize.total', { coins: i18n.number(totalCoins(coupons)) })}
          </p>
          <Tally coupons={coupons} />
        </div>
      )}
      <ul className="wgt-roulette__prizes">
        {rows.slice(0, single ? undefined : shown).map((stack) => (
          <li key={stack[0]!.id} className={`wgt-roulette__prize wgt-rarity--${asRarity(stack[0]!.color)}`}>
            <Prize stack={stack} single={single} shown={pictures} />
            <SwapButton coupons={stack} short={!single} />
          </li>
        ))}
      </ul>
      <Button className="wgt-roulette__more" disabled={!canSpinMore} onClick={onSpinMore}>
        {i18n.t('roulettePrize.spinMoreCount', { n: spinMoreCount })}
      </Button>
    </section>
  );
}
