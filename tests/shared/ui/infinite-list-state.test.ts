import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  initialList,
  listReducer,
  type ListEvent,
  type ListState,
} from '../../../shared/ui/infinite-list-state';

const run = (events: ListEvent<number>[], from: ListState<number> = initialList<number>()) =>
  events.reduce(listReducer<number>, from);
const page = (currentPage: number, lastPage: number, items = [currentPage]): ListEvent<number> => ({
  type: 'page',
  items,
  currentPage,
  lastPage,
});

describe('infinite list state machine (docs/widgets/cabinet.md)', () => {
  it('starts loading with nothing', () => expect(initialList()).toEqual({ status: 'loading', items: [], page: 0 }));

  it.each([
    ['first page of several → loaded', [page(1, 3)], 'loaded', [1]],
    ['only page → complete', [page(1, 1)], 'complete', [1]],
    ['first request fails → error', [{ type: 'failed' }], 'error', []],
    [
      'pages one at a time to the last → complete',
      [page(1, 3), { type: 'request' }, page(2, 3), { type: 'request' }, page(3, 3)],
      'complete',
      [1, 2, 3],
    ],
    [
      'error then retry then success',
      [page(1, 3), { type: 'request' }, { type: 'failed' }, { type: 'request' }, page(2, 3)],
      'loaded',
      [1, 2],
    ],
    ['a page arriving while not loading is ignored', [page(1, 3), page(2, 3)], 'loaded', [1]],
    // A server whose page number does not advance would be asked for the same page without end.
    [
      'a repeated page ends the list, its items not added again',
      [page(1, 3), { type: 'request' }, page(1, 3)],
      'complete',
      [1],
    ],
    [
      'an empty page ends the list whatever lastPage says',
      [page(1, 1e9), { type: 'request' }, page(2, 1e9, [])],
      'complete',
      [1],
    ],
    ['no request after complete', [page(1, 1), { type: 'request' }], 'complete', [1]],
    ['a failure while loaded changes nothing', [page(1, 2), { type: 'failed' }], 'loaded', [1]],
  ] as [string, ListEvent<number>[], string, number[]][])('%s', (_, events, status, items) => {
    const state = run(events);
    expect(state.status).toBe(status);
    expect(state.items).toEqual(items);
  });

  it('more may be asked only when loaded or after an error', () => {
    expect(canLoadMore(run([page(1, 2)]))).toBe(true);
    expect(canLoadMore(run([{ type: 'failed' }]))).toBe(true);
    expect(canLoadMore(run([page(1, 1)]))).toBe(false);
    expect(canLoadMore(initialList())).toBe(false);
  });

  it('updates items in place', () => {
    const state = run([page(1, 2, [1, 2, 3]), { type: 'update', update: (n) => (n === 2 ? 20 : n) }]);
    expect(state.items).toEqual([1, 20, 3]);
    expect(state.status).toBe('loaded');
  });
});
