import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionState {
  pending: boolean;
}

/**
 * Wraps a mutating action: while it runs, further calls are ignored (a double click sends one request)
 * and `pending` drives the button's busy state; whatever happens, it comes back ready for another try.
 * The action itself handles its errors (messages are the caller's); a throw is rethrown to the caller.
 */
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
): [(...args: A) => Promise<R | undefined>, ActionState] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const latest = useRef(action);
  const alive = useRef(true);
  latest.current = action;
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);

  const run = useCallback(async (...args: A) => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      if (alive.current) setPending(false);
    }
  }, []);
  return [run, { pending }];
}
