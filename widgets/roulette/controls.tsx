import type { RefObject } from 'react';
import { useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import { roulette } from './messages';
import { canOpen, canToggleMulti, countOptionEnabled, MULTI_COUNTS, type MultiCount } from './rules';

export interface ControlsProps {
  remaining: number;
  busy: boolean;
  multi: boolean;
  count: MultiCount;
  muted: boolean;
  /** A panel above offers the same action (Spin more, Retry) as the state's one primary: Open steps back. */
  offered: boolean;
  openRef: RefObject<HTMLButtonElement | null>;
  skipRef: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  onSkip: () => void;
  onMulti: (on: boolean) => void;
  onCount: (count: MultiCount) => void;
  onMute: () => void;
}

/** Open, the multiple toggle with its counts (docs/widgets/roulette.md, enable rules), skip and the sound toggle. */
export function Controls(p: ControlsProps) {
  const { t } = useT(roulette);
  const id = useUid();
  const openable = canOpen(p.remaining, p.busy, p.multi ? p.count : null);
  const tooFew = p.remaining > 0 && p.remaining < MULTI_COUNTS[0];
  return (
    <div className="wgt-roulette__controls">
      <Button
        ref={p.openRef}
        kind={p.offered ? 'secondary' : 'primary'}
        className="wgt-roulette__open"
        disabled={!openable}
        onClick={p.onOpen}
      >
        {t('roulette.openCount', { n: p.multi ? p.count : 1 })}
      </Button>
      <label className="wgt-check wgt-roulette__multi">
        <input
          type="checkbox"
          className="wgt-check__input"
          checked={p.multi}
          disabled={!canToggleMulti(p.remaining, p.busy)}
          aria-describedby={tooFew ? `${id}-why` : undefined}
          onChange={(e) => p.onMulti(e.currentTarget.checked)}
        />
        <span>{t('roulette.multiple')}</span>
      </label>
      {/* Disabled for want of cases: say so, not only grey it out. */}
      {tooFew && (
        <span className="wgt-roulette__why" id={`${id}-why`}>
          {t('roulette.multipleNeeds', { n: p.remaining })}
        </span>
      )}
      <fieldset className="wgt-roulette__counts">
        <legend className="wgt-visually-hidden">{t('roulette.countLegend')}</legend>
        {MULTI_COUNTS.map((n) => (
          <label key={n} className="wgt-roulette__count">
            <input
              type="radio"
              name={`${id}-count`}
              value={n}
              checked={p.multi && p.count === n}
              disabled={!countOptionEnabled(n, p.multi, p.remaining)}
              onChange={() => p.onCount(n)}
            />
            <span>{n}</span>
          </label>
        ))}
      </fieldset>
      <div className="wgt-roulette__aside">
        <Button ref={p.skipRef} kind="ghost" className="wgt-roulette__skip" disabled={!p.busy} onClick={p.onSkip}>
          {t('roulette.skip')}
        </Button>
        <Button
          kind="ghost"
          className="wgt-roulette__mute"
          aria-pressed={!p.muted}
          onClick={p.onMute}
          icon={<SoundIcon muted={p.muted} />}
        >
          {t('roulette.sound')}
        </Button>
      </div>
    </div>
  );
}

function SoundIcon({ muted }: { muted: boolean }) {
  return (
    <svg className="wgt-roulette__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6m0-6l-5 6" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" />
      )}
    </svg>
  );
}
