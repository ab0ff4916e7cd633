import { useCallback, useState } from 'react';
import { notLoadedText } from '../../shared/api/errors';
import { useServices } from '../../shared/runtime/context';
import { LoadView } from '../../shared/ui/load-view';
import { useLoad, type LoadState } from '../../shared/ui/use-load';

type More = typeof import('./more');

export interface MoreForms {
  /** The part (widgets/auth/more.ts) once it is in. */
  forms: More | null;
  /** Its loading, for a view that waits for it (LoadView). */
  state: LoadState<More>;
  retry(): void;
  /** Asks for the part: on the player's first touch of the widget, or when a form of it is shown. */
  want(): void;
}

/**
 * The auth forms besides the first sign-in step, loaded once wanted (at once when `wantedAtOnce`: the
 * page opens on sign-up). Once asked for, always: `enabled` never turns false again, so nothing reloads.
 */
export function useMore(wantedAtOnce: boolean): MoreForms {
  const { log } = useServices();
  const [wanted, setWanted] = useState(wantedAtOnce);
  const { state, retry } = useLoad(
    () =>
      import('./more').catch((error: unknown) => {
        log.warn('loading the other auth forms failed', error);
        throw error;
      }),
    [log],
    wanted,
  );
  const want = useCallback(() => setWanted(true), []);
  return { forms: state.status === 'ready' ? state.data : null, state, retry, want };
}

/** In a form's place while the part loads: the spinner; if it failed, the words for a part that did not arrive and Retry. */
export function MoreLoading({ more }: { more: MoreForms }) {
  const { i18n } = useServices();
  return <LoadView state={more.state} block="wgt-auth" error={notLoadedText(i18n)} onRetry={more.retry} />;
}
