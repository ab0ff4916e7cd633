import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { infiniteList } from '../../../shared/ui/infinite-list.messages';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { MAX_PAGES } from '../../../shared/ui/infinite-list-state';
import { useInfiniteList, type Page } from '../../../shared/ui/use-infinite-list';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

// happy-dom has no IntersectionObserver: a stub that lets the test say when the sentinel is in view.
const observers = new Set<{ fire(): void }>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this);
  }
  disconnect() {
    observers.delete(this);
  }
  fire() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
// Effects run later on preact than on React: wait until the sentinel is observed, then bring it into view.
const scrollToEnd = async () => {
  await waitFor(() => expect(observers.size).toBe(1));
  act(() => [...observers].forEach((o) => o.fire()));
};

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  observers.clear();
});

function Harness({ load }: { load: (page: number) => Promise<Page<string>> }) {
  const list = useInfiniteList(load);
  return (
    <InfiniteList status={list.status} onMore={list.more}>
      <ul>
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </InfiniteList>
  );
}

function setup(lastPage: number, fail: (page: number) => boolean = () => false) {
  const { services } = fakeServices({ config: { locale: 'en' } });
  services.i18n.add(infiniteList);
  const asked: number[] = [];
  const load = vi.fn(async (page: number) => {
    asked.push(page);
    if (fail(page)) throw new Error('boom');
    return { items: [`item ${page}a`, `item ${page}b`], currentPage: page, lastPage };
  });
  const view = renderWith(<Harness load={load} />, services);
  return { asked, view };
}

describe('InfiniteList', () => {
  it('loads the first page, then the next one each time the end comes into view, until the last page', async () => {
    const { asked } = setup(3);
    await screen.findByText('item 1a');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    await scrollToEnd();
    await screen.findByText('item 2b');
    await scrollToEnd();
    await screen.findByText('No more results!');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(asked).toEqual([1, 2, 3]);
    expect(observers.size).toBe(0);
    act(() => [...observers].forEach((o) => o.fire()));
    expect(asked).toEqual([1, 2, 3]);
  });

  it('asks one page at a time however often the observer fires', async () => {
    const { asked } = setup(5);
    await screen.findByText('item 1a');
    await scrollToEnd();
    act(() => [...observers].forEach((o) => o.fire()));
    await screen.findByText('item 2a');
    expect(asked).toEqual([1, 2]);
  });

  it('shows the busy state while loading', () => {
    const { view } = setup(2);
    expect(view.container.querySelector('[aria-busy="true"] .wgt-spinner[role="status"]')).not.toBeNull();
  });

  it('the load-more button works without the observer', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    setup(2);
    await screen.findByText('item 1a');
    act(() => screen.getByRole('button', { name: 'Load more' }).click());
    await screen.findByText('No more results!');
  });

  it('a failure shows the error with a retry that loads the same page', async () => {
    let failing = true;
    const { asked } = setup(2, (page) => page === 2 && failing);
    await screen.findByText('item 1a');
    await scrollToEnd();
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong!');
    failing = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await screen.findByText('item 2a');
    await waitFor(() => expect(screen.getByText('No more results!')).toBeTruthy());
    expect(asked).toEqual([1, 2, 2]);
  });

  it('a failed first page can be retried too', async () => {
    let failing = true;
    setup(1, () => failing);
    await screen.findByRole('alert');
    failing = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await screen.findByText('No more results!');
  });

  // Fifty page loads through the view: about 1.5 s quiet, over 5 s on a loaded two-core machine.
  it('a list whose server never says "last" stops at MAX_PAGES pages', { timeout: 30_000 }, async () => {
    const { asked } = setup(1e9);
    await screen.findByText('item 1a');
    for (let page = 2; page <= MAX_PAGES; page++) {
      await scrollToEnd();
      await screen.findByText(`item ${page}a`);
    }
    await screen.findByText('No more results!');
    act(() => [...observers].forEach((o) => o.fire()));
    expect(asked).toHaveLength(MAX_PAGES);
  });
});
