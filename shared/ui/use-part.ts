import { useServices } from '../runtime/context';
import type { LazyPart } from './lazy-part';
import { useLoad, type LoadState } from './use-load';

export interface UsedPart<T> {
  /** The module once it is in. */
  module: T | undefined;
  /** Its loading, for a view that waits for it (LoadView); `ready` at once when it was in already. */
  state: LoadState<T>;
  retry(): void;
}

/** A part in a component, asked for once `wanted`; a failed import is logged as `loading WHAT failed`. */
export function usePart<T>(part: LazyPart<T>, what: string, wanted = true): UsedPart<T> {
  const { log } = useServices();
  const ready = part.loaded();
  const { state, retry } = useLoad(
    () =>
      part.load().catch((error: unknown) => {
        log.warn(`loading ${what} failed`, error);
        throw error;
      }),
    [part, what, log],
    wanted && !ready,
  );
  if (ready !== undefined) return { module: ready, state: { status: 'ready', data: ready }, retry };
  return { module: state.status === 'ready' ? state.data : undefined, state, retry };
}
