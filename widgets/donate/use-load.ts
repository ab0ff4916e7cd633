import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** Loads on mount and whenever `deps` change; a stale answer (deps changed meanwhile) is dropped. */
export function useLoad<T>(fn: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    fn().then(
      (data) => alive && setState({ status: 'ready', data }),
      (error: unknown) => alive && setState({ status: 'error', error }),
    );
    return () => void (alive = false);
  }, [...deps, round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return [state, retry];
}
