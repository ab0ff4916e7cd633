import { useCallback, useEffect, useRef, useState } from 'react';

/** What a view shows while its data loads: the project's one loading-state type. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error?: unknown } | { status: 'ready'; data: T; stale?: boolean };

export interface Loaded<T> {
  state: LoadState<T>;
  /** Loads again from the start: the loading state, then the data or the error. */
  retry(): void;
  /** Loads again behind the data on screen (`load(true)`); a failure keeps the data, marked stale. */
  refresh(): void;
  /** Changes the data on screen (a live update); nothing while there is none. */
  update(change: (data: T) => T): void;
}

/**
 * Loads on mount and whenever `deps` change (or `enabled` turns true); an answer that comes after
 * the deps changed or the view unmounted is dropped. `load(fresh)`: fresh is true for `refresh()`.
 */
export function useLoad<T>(load: (fresh: boolean) => Promise<T>, deps: readonly unknown[], enabled = true): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const run = useRef<(fresh: boolean) => void>(() => {});
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    run.current = (fresh) => {
      if (!fresh) setState({ status: 'loading' });
      load(fresh).then(
        (data) => alive && setState({ status: 'ready', data }),
        (error: unknown) =>
          alive &&
          setState((s) => (fresh && s.status === 'ready' ? { ...s, stale: true } : { status: 'error', error })),
      );
    };
    run.current(false);
    return () => {
      alive = false;
      run.current = () => {};
    };
    // The caller's deps stand for `load`; `round` is a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  const refresh = useCallback(() => run.current(true), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((s) => (s.status === 'ready' ? { ...s, data: change(s.data) } : s)),
    [],
  );
  return { state, retry, refresh, update };
}
