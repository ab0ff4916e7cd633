import { useEffect } from 'react';
import { serversEndpoints } from '../../shared/api/endpoints/servers';
import { useEndpoints, useLoadError, useServices, useT } from '../../shared/runtime/context';
import { useLoad } from '../../shared/ui/use-load';
import { onlineCounter } from './messages';
import { sumOnline } from './sum';
import { visibleInterval } from './visible-interval';

export interface OnlineCounterProps {
  /** Seconds between refreshes; 0 turns refreshing off. */
  interval: number;
}

/** The number of players online now, refreshed while the page is visible; a failed refresh keeps the last good figure, marked stale. */
export function OnlineCounter({ interval }: OnlineCounterProps) {
  const { i18n, clock } = useServices();
  const { t } = useT(onlineCounter);
  const servers = useEndpoints(serversEndpoints);
  // A failed refresh keeps the last good figure, marked stale.
  const { state, refresh } = useLoad((fresh) => servers.statistic({ fresh }).then(sumOnline), [servers]);
  // A hidden tab does not poll; it refreshes when the player comes back (docs/widgets/online-counter.md).
  useEffect(
    () => (interval > 0 ? visibleInterval(clock, refresh, interval * 1000) : undefined),
    [clock, interval, refresh],
  );

  const failed = useLoadError<HTMLSpanElement>(state.status === 'error');
  if (state.status === 'loading') {
    return (
      <span className="wgt-online wgt-online--loading" aria-busy="true">
        <span className="wgt-visually-hidden">{t('onlineCounter.loading')}</span>
      </span>
    );
  }
  if (state.status === 'error') {
    return (
      <span
        className="wgt-online wgt-online--error"
        title={t('onlineCounter.unavailable')}
        ref={failed}
        data-load-error=""
      >
        —<span className="wgt-visually-hidden">{t('onlineCounter.unavailable')}</span>
      </span>
    );
  }
  const { data: total, stale } = state;
  return (
    <span
      className={`wgt-online${stale ? ' wgt-online--stale' : ''}`}
      data-total={total}
      title={stale ? t('onlineCounter.stale') : undefined}
    >
      {i18n.number(total)}
      {stale && <span className="wgt-visually-hidden"> ({t('onlineCounter.stale')})</span>}
    </span>
  );
}
