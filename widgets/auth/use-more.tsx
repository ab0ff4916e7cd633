import { useCallback, useState } from 'react';
import { notLoadedText } from '../../shared/api/errors';
import { useServices } from '../../shared/runtime/context';
import { lazyPart } from '../../shared/ui/lazy-part';
import { usePart } from '../../shared/ui/use-part';
import { LoadView } from '../../shared/ui/load-view';
import type { LoadState } from '../../shared/ui/use-load';

type More = typeof import('./later-forms');
const more = lazyPart(() => import('./later-forms'));

export interface MoreForms {
  /** The part (widgets/auth/later-forms.ts) once it is in. */
  forms: More | null;
  /** Its loading, for a view that waits for it (LoadView). */
  state: LoadState<More>;
  retry(): void;
  /** Asks for the part: on the player's first touch of the widget, or when a form of it is shown. */
  want(): void;
}

/**
 * The auth forms besides the first sign-in step, loaded once wanted (at once when `wantedAtOnce`: the
 * page opens on sign-up). Once asked for, always: `wanted` never turns false again, so nothing reloads.
 */
export function useMore(wantedAtOnce: boolean): MoreForms {
  const [wanted, setWanted] = useState(wantedAtOnce);
  const { module, state, retry } = usePart(more, 'the other auth forms', wanted);
  const want = useCallback(() => setWanted(true), []);
  return { forms: module ?? null, state, retry, want };
}

/** In a form's place while the part loads: the spinner; if it failed, the words for a part that did not arrive and Retry. */
export function MoreLoading({ more }: { more: MoreForms }) {
  const { i18n } = useServices();
  return <LoadView state={more.state} block="wgt-auth" error={notLoadedText(i18n)} onRetry={more.retry} />;
}
