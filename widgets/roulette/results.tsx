import { useEffect, useRef, useState } from 'react';
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
import { bursts, celebrate, deal, MOMENTS } from './win-moment';
import { useSwaps } from './use-swaps';
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

/** Rows rendered per task on a big board: each batch stays well under a frame at 4× throttling. */
export const BOARD_BATCH = 20;

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
      if (el && !calm) {
        celebrate(el, best);
        if (!single) deal(el);
      }
      frame = requestAnimationFrame(() => setPictures(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [outcome, hidden, calm, best, single]);
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
            {rows.slice(0, shown).map((stack, i) => (
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
      )}
      <SwapNews swaps={swaps} coupons={outcome.coupons} />
    </section>
  );
}
