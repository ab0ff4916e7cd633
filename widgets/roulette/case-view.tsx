import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { common } from '../../shared/i18n/common.messages';
import { useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import type { UserCaseDetail } from '../../shared/api/schemas/cases';
import type { I18n, Translator } from '../../shared/i18n';
import { CaseInfo } from './case-info';
import { Contents } from './contents';
import { Controls } from './controls';
import { roulette } from './messages';
import { OpenFailed } from './open-failed';
import { isOnePrize, type Outcome } from './outcome';
import { RouletteCanvas } from './roulette-canvas';
import { totalCoins } from './rules';
import { useCaseOpening } from './use-case-opening';
import type { useOpening } from './use-opening';

type Opening = ReturnType<typeof useOpening>;

export { MUTE_KEY } from './use-case-opening';

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

/** The strip, named for what it landed on, and the note that the open still waits. */
function CaseStrip({ o, caseName, stalled }: { o: Opening; caseName: string; stalled: boolean }) {
  const { t } = useT(roulette, common);
  // A failed open stopped on a random card: its name would read as a prize.
  const landed = o.phase === 'finished' && o.outcome && o.outcome.kind !== 'failed' ? o.outcome.item.name : '';
  const label = landed
    ? t('roulette.stripLanded', { name: caseName, item: landed })
    : t('roulette.stripLabel', { name: caseName });
  return (
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
  );
}

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
  const { i18n } = useServices();
  const strings = useT(roulette, common);
  const { t } = strings;
  const titleId = useUid();
  const { o, prize, stalled, muted, toggleMute, panelFor, openRef, skipRef } = useCaseOpening(detail);
  const announcement = announce(i18n, strings, o.busy, o.phase === 'finished' ? o.outcome : null);

  // The contents grid comes in the frame after the stage's (an effect runs after paint): at 4× CPU the
  // whole view in one frame was a 100+ ms task with its layout. The same element while the items stay:
  // React and preact skip it when the spin re-renders the view.
  const [gridShown, setGridShown] = useState(false);
  useEffect(() => setGridShown(true), []);
  const contents = useMemo(() => gridShown && <Contents items={o.items} />, [gridShown, o.items]);
  // One primary action per state: the panel's Spin more or Retry, when it is there, rather than Open under it.
  const offered = o.phase === 'finished' && (o.outcome?.kind === 'failed' || (!!prize && panelFor === o.outcome));
  return (
    <div className="wgt-roulette">
      {crumbs}
      <Button kind="ghost" className="wgt-roulette__back" onClick={onClose}>
        <span aria-hidden="true">← </span>
        {t('roulette.back')}
      </Button>
      <CaseInfo detail={detail} titleId={titleId} remaining={o.remaining} />
      <section
        className="wgt-roulette__stage"
        data-phase={o.phase}
        // A failed open greys the strip out from the moment it is known: nothing on it reads as a win.
        data-failed={o.failed ? '' : undefined}
        data-waiting={stalled ? '' : undefined}
        aria-label={t('roulette.stage')}
      >
        <CaseStrip o={o} caseName={detail.case.name} stalled={stalled} />
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
          <OpenFailed error={o.outcome.error} onClose={onClose} onRetry={() => void o.open()} />
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
