import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { common } from '../../shared/i18n/common.messages';
import { useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import { Contents } from './contents';
import { Controls } from './controls';
import { isOnePrize, outcomeRarity, type Outcome } from './outcome';
import { RouletteCanvas } from './roulette-canvas';
import { totalCoins } from './rules';
import type { UserCaseDetail } from '../../shared/api/schemas/cases';
import type { I18n, Translator } from '../../shared/i18n';
import { roulette } from './messages';
import { useOpening, type OpeningEnv } from './use-opening';
import { isUnknown, openFailureText } from './failure';
import { followOnPlainClick } from '../../shared/ui/plain-click';
import { Image } from '../../shared/ui/image';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion';
import { usePrize } from './use-prize';
import { useSlowWait } from '../../shared/ui/wait-note';

/** Mute choice, per browser. */
export const MUTE_KEY = 'rouletteMuted';

/** The case view's strings. */
type Strings = Translator<typeof roulette | typeof common>;

/** The live region: the spin, then the prize; a failed open says nothing here (its panel speaks). */
function announce(i18n: I18n, { t, tn }: Strings, busy: boolean, revealed: Outcome | null) {
  if (busy) return t('roulette.spinning');
  if (!revealed || revealed.kind === 'failed') return '';
  const { coupons } = revealed;
  if (isOnePrize(revealed)) return t('roulette.won', { name: coupons[0]?.name ?? revealed.item.name });
  // Cases opened, not coupons: a single open may give several.
  const opened = revealed.kind === 'single' ? 1 : coupons.length;
  return tn('roulette.wonMany', opened, { coins: i18n.number(totalCoins(coupons)) });
}

const reducedMotion = () => prefersReducedMotion(window);

/** The case: its info, the roulette with its controls and prize panel, and its contents. */
export function CaseView({
  detail,
  onClose,
  crumbs,
}: {
  detail: UserCaseDetail;
  onClose: () => void;
  crumbs: ReactNode;
}) {
  const { i18n, storage, log, nav } = useServices();
  const inventory = `${nav.localePath('/cabinet')}#inventory`;
  const strings = useT(roulette, common);
  const { t, tn } = strings;
  const titleId = useUid();
  const [muted, setMuted] = useState(() => storage.local.get<boolean>(MUTE_KEY) === true);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  // The first Open asks for the prize panel and the chimes; a spin outlasts the request.
  const { prize, load: loadPrize, withSounds } = usePrize(log.warn);
  const openRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);

  const env: OpeningEnv = {
    now: () => performance.now(),
    viewportWidth: () => window.innerWidth,
    reducedMotion,
    random: Math.random,
    onStart: () => void loadPrize().catch(() => {}),
    // A failed open is not a win: no chime (docs/widgets/roulette.md).
    onResult: (outcome) =>
      outcome.kind !== 'failed' && withSounds((sounds) => mutedRef.current || sounds.prepare(outcomeRarity(outcome))),
    onReveal: (outcome) =>
      outcome.kind !== 'failed' && withSounds((sounds) => mutedRef.current || sounds.play(outcomeRarity(outcome))),
  };
  const o = useOpening(detail, env);
  // The open's request out for a few seconds (the spin alone does not count): the strip says it still waits.
  const stalled = useSlowWait(o.waiting);
  const announcement = announce(i18n, strings, o.busy, o.phase === 'finished' ? o.outcome : null);
  // The first number format loads locale data: pay for it now, not when the prize appears.
  useEffect(() => void i18n.number(0), [i18n]);

  // Keyboard users keep their place: Skip while spinning, Open again after a failed open.
  useEffect(() => {
    const inside = (el: Element | null) => el === document.body || el === openRef.current || el === skipRef.current;
    if (o.busy && skipRef.current && !skipRef.current.disabled && inside(document.activeElement))
      skipRef.current.focus();
    if (o.phase === 'finished' && o.outcome?.kind === 'failed' && inside(document.activeElement))
      openRef.current?.focus();
  }, [o.busy, o.phase, o.outcome]);

  const toggleMute = useCallback(() => {
    setMuted((m) => {
      storage.local.set(MUTE_KEY, !m);
      return !m;
    });
  }, [storage]);

  // The prize panel is built, hidden, while the stopped strip pauses on the prize (phase final), and shown
  // a frame after the strip's last one: building it, re-enabling the controls and laying it out fall in
  // three frames (each well under 50 ms at 4× CPU throttling) instead of one.
  const [panelFor, setPanelFor] = useState<Outcome | null>(null);
  useEffect(() => {
    if (o.phase !== 'finished' || !o.outcome) return setPanelFor(null);
    const outcome = o.outcome;
    const frame = requestAnimationFrame(() => setPanelFor(outcome));
    return () => cancelAnimationFrame(frame);
  }, [o.phase, o.outcome]);

  // The contents grid comes in the frame after the stage's (an effect runs after paint): at 4× CPU the
  // whole view in one frame was a 100+ ms task with its layout. The same element while the items stay:
  // React and preact skip it when the spin re-renders the view.
  const [gridShown, setGridShown] = useState(false);
  useEffect(() => setGridShown(true), []);
  const contents = useMemo(() => gridShown && <Contents items={o.items} />, [gridShown, o.items]);
  // A failed open stopped on a random card: its name would read as a prize.
  const landed = o.phase === 'finished' && o.outcome && o.outcome.kind !== 'failed' ? o.outcome.item.name : '';
  const label = landed
    ? t('roulette.stripLanded', { name: detail.case.name, item: landed })
    : t('roulette.stripLabel', { name: detail.case.name });
  // One primary action per state: the panel's Spin more or Retry, when it is there, rather than Open under it.
  const offered = o.phase === 'finished' && (o.outcome?.kind === 'failed' || (!!prize && panelFor === o.outcome));
  return (
    <div className="wgt-roulette">
      {crumbs}
      <Button kind="ghost" className="wgt-roulette__back" onClick={onClose}>
        <span aria-hidden="true">← </span>
        {t('roulette.back')}
      </Button>
      <section className="wgt-roulette__info" aria-labelledby={titleId}>
        <Image className="wgt-roulette__case-img" src={detail.case.imageName} alt="" width={120} height={120} />
        <div>
          <h2 className="wgt-roulette__title" id={titleId}>
            <bdi>{detail.case.name}</bdi>
          </h2>
          {detail.case.description && <p className="wgt-roulette__desc">{detail.case.description}</p>}
          <p className="wgt-roulette__remaining" data-remaining={o.remaining}>
            {tn('roulette.remaining', o.remaining)}
          </p>
        </div>
      </section>
      <section
        className="wgt-roulette__stage"
        data-phase={o.phase}
        // A failed open greys the strip out from the moment it is known: nothing on it reads as a win.
        data-failed={o.failed ? '' : undefined}
        data-waiting={stalled ? '' : undefined}
        aria-label={t('roulette.stage')}
      >
        <div className="wgt-roulette__strip">
          <RouletteCanvas
            items={o.items}
            strip={o.strip}
            spin={o.spin}
            rest={o.rest}
            highlight={o.phase === 'finished' && !o.failed}
            win={!o.failed}
            onPhase={o.onPhase}
            label={label}
          />
          {stalled && (
            <p className="wgt-roulette__waiting" role="status">
              <strong>{t('common.slow')}</strong> <span>{t('roulette.stillWaiting')}</span>
            </p>
          )}
        </div>
        {(o.phase === 'final' || o.phase === 'finished') && prize && o.outcome && o.outcome.kind !== 'failed' && (
          <prize.Results
            outcome={o.outcome}
            hidden={o.phase !== 'finished' || panelFor !== o.outcome}
            canSpinMore={o.canOpen}
            spinMoreCount={o.openingCount}
            onSpinMore={() => void o.open()}
          />
        )}
        {o.phase === 'finished' && o.outcome?.kind === 'failed' && (
          <div className="wgt-roulette__failed">
            <p className="wgt-roulette__failed-text" role="status">
              {openFailureText(i18n, t, o.outcome.error)}
            </p>
            {/* The result unknown: checking the inventory comes first, not a second open. */}
            {isUnknown(o.outcome.error) && (
              <a className="wgt-btn wgt-btn--primary" href={inventory} onClick={followOnPlainClick(onClose)}>
                <span className="wgt-btn__label">{t('roulette.checkInventory')}</span>
              </a>
            )}
            <Button kind={isUnknown(o.outcome.error) ? 'secondary' : 'primary'} onClick={() => void o.open()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        <Controls
          remaining={o.remaining}
          busy={o.busy}
          multi={o.multi}
          count={o.count}
          muted={muted}
          offered={offered}
          openRef={openRef}
          skipRef={skipRef}
          onOpen={() => void o.open()}
          onSkip={o.skip}
          onMulti={o.toggleMulti}
          onCount={o.setCount}
          onMute={toggleMute}
        />
        <p className="wgt-visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </section>
      {contents}
    </div>
  );
}
