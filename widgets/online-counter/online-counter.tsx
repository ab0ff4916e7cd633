import { useEffect, useState } from 'react';
import { serversEndpoints } from '../../shared/api/endpoints/servers';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { sumOnline } from './sum';

export interface OnlineCounterProps {
  /** Seconds between refreshes; 0 turns refreshing off. */
  interval: number;
}

type State = { status: 'loading' } | { status: 'ready' | 'stale'; total: number } | { status: 'error' };

/** The number of players online now. On a failed refresh it keeps the last good figure, marked stale. */
export function OnlineCounter({ interval }: OnlineCounterProps) {
  const { i18n, clock } = useServices();
  const servers = useEndpoints(serversEndpoints);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    const load = (fresh: boolean) =>
      servers.statistic({ fresh }).then(
        (list) => alive && setState({ status: 'ready', total: sumOnline(list) }),
        () =>
          alive && setState((prev) => ('total' in prev ? { status: 'stale', total: prev.total } : { status: 'error' })),
      );
    void load(false);
    const stop = interval > 0 ? clock.interval(() => void load(true), interval * 1000) : undefined;
    return () => {
      alive = false;
      stop?.();
    };
  }, [servers, clock, interval]);

  if (state.status === 'loading') {
    return (
      <span className="wgt-online wgt-online--loading" aria-busy="true">
        <span className="wgt-visually-hidden">{i18n.t('onlineCounter.loading')}</span>
      </span>
    );
  }
  if (state.status === 'error') {
    return (
      <span className="wgt-online wgt-online--error" title={i18n.t('onlineCounter.unavailable')}>
        —<span className="wgt-visually-hidden">{i18n.t('onlineCounter.unavailable')}</span>
      </span>
    );
  }
  const stale = state.status === 'stale';
  return (
    <span
      className={`wgt-online${stale ? ' wgt-online--stale' : ''}`}
      data-total={state.total}
      title={stale ? i18n.t('onlineCounter.stale') : undefined}
    >
      {i18n.number(state.total)}
      {stale && <span className="wgt-visually-hidden"> ({i18n.t('onlineCounter.stale')})</span>}
    </span>
  );
}
