import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialList, isLastPage, listReducer, type ListEvent, type ListState } from './infinite-list-state';

export interface Page<T> {
  items: T[];
  currentPage: number;
  lastPage: number;
}

export interface InfiniteListApi<T> extends ListState<T> {
  /** Loads the next page (or retries the failed one); ignored while a page is loading or after the last. */
  more(): void;
  /** Changes items in place (a coupon swapped). */
  update(fn: (item: T) => T): void;
}

/** Pages of a list loaded one at a time from page 1 until the last (`isLastPage`: lastPage, an empty page, the cap). */
export function useInfiniteList<T>(loadPage: (page: number) => Promise<Page<T>>): InfiniteListApi<T> {
  const [state, dispatch] = useReducer(
    listReducer as (s: ListState<T>, e: ListEvent<T>) => ListState<T>,
    undefined,
    initialList<T>,
  );
  const latest = useRef(loadPage);
  latest.current = loadPage;
  // Refs, not state, decide whether to ask: an observer may fire again before the next render.
  const progress = useRef({ running: false, page: 0, done: false, alive: true });

  const more = useCallback(() => {
    const p = progress.current;
    if (p.running || p.done) return;
    p.running = true;
    dispatch({ type: 'request' });
    latest.current(p.page + 1).then(
      (result) => {
        p.running = false;
        if (!p.alive) return;
        p.done = isLastPage(result, p.page);
        p.page = Math.max(p.page, result.currentPage);
        dispatch({ type: 'page', ...result });
      },
      () => {
        p.running = false;
        if (p.alive) dispatch({ type: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const p = progress.current;
    p.alive = true;
    more();
    return () => void (p.alive = false);
  }, [more]);

  const update = useCallback((fn: (item: T) => T) => dispatch({ type: 'update', update: fn }), []);
  return { ...state, more, update };
}
