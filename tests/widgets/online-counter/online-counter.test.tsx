import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import counter from '../../../widgets/online-counter/index';
import type { Reply } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

const PATH = 'GET /api/v1/servers-statistic';
const stats = (...online: number[]): Reply => ({
  body: { data: { servers: online.map((n, i) => ({ id: i + 1, title: `S${i}`, online: n })) } },
});

afterEach(() => void vi.useRealTimers());

function setup(replies: Reply[], locale: 'ru' | 'en' = 'en', interval = 60) {
  let call = 0;
  const fake = fakeServices({
    config: { locale },
    routes: { [PATH]: () => replies[Math.min(call++, replies.length - 1)]! },
  });
  const view = renderWidget(counter, { interval }, fake.services);
  return { ...fake, view };
}

describe('online counter', () => {
  it('reserves its space while loading, then shows the sum of every server, locale-formatted', async () => {
    const { view } = setup([stats(1200, 34, 0)]);
    expect(view.container.querySelector('.wgt-online--loading[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('1,234')).toHaveProperty('className', 'wgt-online');
  });

  it('uses the page locale for grouping', async () => {
    setup([stats(12000, 345)], 'ru');
    await waitFor(() => expect(document.querySelector('.wgt-online')!.textContent!.replace(/\s/g, ' ')).toBe('12 345'));
  });

  it('refreshes on the interval with a fresh request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = setup([stats(10), stats(15)], 'en', 30);
    await screen.findByText('10');
    await act(async () => void (await vi.advanceTimersByTimeAsync(29_000)));
    expect(requests).toHaveLength(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    await screen.findByText('15');
    expect(requests).toHaveLength(2);
  });

  it('pauses polling while the page is hidden and refreshes at once when it shows again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = setup([stats(10), stats(20), stats(30)], 'en', 30);
    await screen.findByText('10');
    const show = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      act(() => show(true));
      await act(async () => void (await vi.advanceTimersByTimeAsync(600_000)));
      expect(requests).toHaveLength(1);
      act(() => show(false));
      await screen.findByText('20');
      expect(requests).toHaveLength(2);
      await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
      await screen.findByText('30');
      expect(requests).toHaveLength(3);
    } finally {
      Reflect.deleteProperty(document, 'hidden');
    }
  });

  it('keeps the last good figure marked stale when a refresh fails, instead of 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup([stats(500), { status: 500 }], 'en', 10);
    await screen.findByText('500');
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    await waitFor(() => expect(document.querySelector('.wgt-online--stale')).not.toBeNull());
    expect(document.querySelector('.wgt-online')!.textContent).toBe('500 (the figure may be out of date)');
  });

  it('shows a dash, not 0, when the first request fails, its mount point in state "error"', async () => {
    const { view } = setup([{ status: 500 }]);
    view.container.dataset.widget = 'online-counter';
    await waitFor(() => expect(document.querySelector('.wgt-online--error')).not.toBeNull());
    expect(document.querySelector('.wgt-online')!.textContent).toBe('—No data');
    expect(view.container.dataset.widgetState).toBe('error');
  });

  it('treats a malformed answer as a failure', async () => {
    const { log } = setup([{ body: { data: { servers: 'oops' } } }]);
    await waitFor(() => expect(document.querySelector('.wgt-online--error')).not.toBeNull());
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/unexpected shape/));
  });

  it('does not refresh with interval 0, and stops on unmount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, view } = setup([stats(1)], 'en', 0);
    await screen.findByText('1');
    await act(async () => void (await vi.advanceTimersByTimeAsync(600_000)));
    expect(requests).toHaveLength(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
