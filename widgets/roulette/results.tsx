import { useEffect, useRef, useState } from 'react';
import { useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { ConfirmButton } from '../../shared/ui/confirm-button';
import { useUid } from '../../shared/ui/use-uid';
import { isOnePrize, type Outcome } from './outcome';
import { asRarity, byRarity, canSwap, RARITY_ORDER, totalCoins, type Rarity } from './rules';
import { prize } from '../../shared/i18n/prize.messages';
import { rarity as rarityNames } from '../../shared/i18n/rarity.messages';
import { roulettePrize } from './prize.messages';
import { RARITY_NAME } from './rarity-name';
import { SwapButton } from './swap-button';
import { bursts, celebrate, MOMENTS } from './win-moment';
import { useSwaps, type Swaps } from './use-swaps';
import { stackCoupons } from '../../shared/api/coupon-stacks';
import type { Coupon } from '../../shared/api/schemas/coupons';
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

/** Rows rendered per task on a big board: each batch stays well under a frame at 4× throttling. */
export const BOARD_BATCH = 20;

const reducedMotion = () => prefersReducedMotion(window);

/** A board row: the picture, the name with its stack's count, the rarity and the price it swaps for. */
function Row({ stack, shown }: { stack: readonly Coupon[]; shown: boolean }) {
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
        width={40}
        height={40}
      />
      <span className="wgt-roulette__prize-text">
        <span className="wgt-roulette__prize-name">
          <bdi>{coupon.name}</bdi>
          {count > 1 && <span className="wgt-roulette__times"> ×{count}</span>}
        </span>
        <span className="wgt-roulette__rarity">
          {t(RARITY_NAME[rarity])}
          {coupon.isSwapAvailable && (
            <span className="wgt-roulette__price">
              {' · '}
              {tn(count > 1 ? 'prize.each' : 'prize.coins', price, { n: i18n.number(price) })}
            </span>
          )}
        </span>
      </span>
    </>
  );
}

/** How many of each rarity a multi-open gave, best first: "1 × Epic", "3 × Rare", … */
function Tally({ coupons }: { coupons: readonly Coupon[] }) {
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
function SwapAll({ coupons, swaps }: { coupons: readonly Coupon[]; swaps: Swaps }) {
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

/**
 * The prize panel. One prize: a reveal the width of the panel (the art large over a burst in its rarity's
 * colour), its name and rarity, then the actions; with motion the reveal plays and escalates with the rarity
 * (win-moment.ts), the actions coming in after it. A multi-open: the board (tally, total, the actions, then
 * the prizes by rarity, stacked), which scrolls with the page. The panel is brought into view the frame after
 * it appears and focus lands on its heading. A big board renders BOARD_BATCH rows per task.
 */
export function Results({ outcome, hidden = false, canSpinMore, spinMoreCount, onSpinMore }: ResultsProps) {
  const { i18n } = useServices();
  const { t } = useT(roulettePrize, rarityNames);
  const id = useUid();
  const single = isOnePrize(outcome);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const coupons = byRarity(outcome.coupons);
  const rows = stackCoupons(coupons);
  const swaps = useSwaps();
  const [shown, setShown] = useState(BOARD_BATCH);
  // Spread over three frames, none near 50 ms at 4× CPU throttling: the panel appears; the next frame
  // moves focus to its heading and starts the scroll; the one after paints the pictures (a picture's
  // first paint at a new size is a layout of its own).
  const [pictures, setPictures] = useState(false);
  const best: Rarity = asRarity(coupons[0]?.color ?? outcome.item.color);
  const calm = reducedMotion();
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
        el.scrollIntoView({ block: 'nearest', behavior: calm ? 'auto' : 'smooth' });
      if (el && !calm) celebrate(el, best);
      frame = requestAnimationFrame(() => setPictures(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [outcome, hidden, calm, best]);
  useEffect(() => {
    if (shown >= rows.length) return;
    const timer = setTimeout(() => setShown((n) => n + BOARD_BATCH), 0);
    return () => clearTimeout(timer);
  }, [shown, rows.length]);

  // A swap replaces its button by a note: focus goes on to the next Swap below it, else Spin more, else the
  // heading (never <body>). `from` is the row or the actions the focused control was in.
  const from = useRef<Element | null>(null);
  const focused = useRef<Element | null>(null);
  useEffect(() => {
    const el = section.current;
    if (!el || !focused.current || focused.current.isConnected) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const anchor = from.current;
    const swapsAfter = [...el.querySelectorAll<HTMLElement>('.wgt-roulette__swap, .wgt-roulette__swap-all')].filter(
      (b) => anchor?.isConnected && anchor.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const more = el.querySelector<HTMLButtonElement>('.wgt-roulette__more:not(:disabled)');
    const next = swapsAfter[0] ?? more ?? heading.current;
    focused.current = next;
    next?.focus();
  }, [swaps.swapped, swaps.busy, swaps.balance]);
  // focusin, not onFocus: preact's onFocus does not bubble.
  useEffect(() => {
    const el = section.current;
    const track = (e: Event) => {
      focused.current = e.target as Element;
      from.current = focused.current.closest('.wgt-roulette__prize, .wgt-roulette__actions');
    };
    el?.addEventListener('focusin', track);
    return () => el?.removeEventListener('focusin', track);
  }, []);

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
      ) : (
        <>
          <div className="wgt-roulette__summary">
            <p className="wgt-roulette__total">
              {t('roulettePrize.total', { coins: i18n.number(totalCoins(coupons)) })}
            </p>
            <Tally coupons={coupons} />
          </div>
          <div className="wgt-roulette__actions">
            {spinMore}
            <SwapAll coupons={coupons} swaps={swaps} />
          </div>
          <ul className="wgt-roulette__prizes">
            {rows.slice(0, shown).map((stack) => (
              <li key={stack[0]!.id} className={`wgt-roulette__prize wgt-rarity--${asRarity(stack[0]!.color)}`}>
                <Row stack={stack} shown={pictures} />
                <SwapButton stack={stack} swaps={swaps} board />
              </li>
            ))}
          </ul>
        </>
      )}
      <SwapNews swaps={swaps} coupons={outcome.coupons} />
    </section>
  );
}

/** The panel's one announcement per swap: said when the swap is over, never coupon by coupon. */
function SwapNews({ swaps, coupons }: { swaps: Swaps; coupons: readonly Coupon[] }) {
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
