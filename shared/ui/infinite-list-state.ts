/**
 * The infinite list's states (docs/widgets/cabinet.md): loading → loaded (more pages) | complete (last page) | error;
 * error → loading on retry. Pages load one at a time: a request while one is running is ignored.
 */
export type ListStatus = 'loading' | 'loaded' | 'complete' | 'error';

export interface ListState<T> {
  status: ListStatus;
  items: T[];
  /** The last page loaded (0 before the first). */
  page: number;
}

export type ListEvent<T> =
  | { type: 'request' }
  | { type: 'page'; items: T[]; currentPage: number; lastPage: number }
  | { type: 'failed' }
  | { type: 'update'; update: (item: T) => T };

/**
 * Most pages one view asks for: a server that never says "last page" (`lastPage: 1e9`) cannot make a
 * list request without end (README "Security model").
 */
export const MAX_PAGES = 50;

/**
 * Whether a page ends the list: the server says so, or it is empty, or its number did not advance past
 * `before` (the last page loaded), or the view has asked for MAX_PAGES.
 */
export const isLastPage = (page: { items: unknown[]; currentPage: number; lastPage: number }, before: number) =>
  page.items.length === 0 || page.currentPage <= before || page.currentPage >= Math.min(page.lastPage, MAX_PAGES);

export const initialList = <T>(): ListState<T> => ({ status: 'loading', items: [], page: 0 });

/** Whether another page may be asked for now. */
export const canLoadMore = (state: ListState<unknown>): boolean =>
  state.status === 'loaded' || state.status === 'error';

export function listReducer<T>(state: ListState<T>, event: ListEvent<T>): ListState<T> {
  switch (event.type) {
    case 'request':
      return canLoadMore(state) || (state.status === 'loading' && state.page === 0)
        ? { ...state, status: 'loading' }
        : state;
    case 'page': {
      if (state.status !== 'loading') return state;
      const status = isLastPage(event, state.page) ? 'complete' : 'loaded';
      if (event.currentPage <= state.page) return { ...state, status };
      return { items: [...state.items, ...event.items], page: event.currentPage, status };
    }
    case 'failed':
      return state.status === 'loading' ? { ...state, status: 'error' } : state;
    case 'update':
      return { ...state, items: state.items.map(event.update) };
  }
}
