import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import connection, { NOTICE_MS } from '../../../widgets/connection/index';
import { createNotify } from '../../../shared/runtime/notify';
import { systemClock } from '../../../shared/runtime/clock';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('connection notices', () => {
  it('offline → an error that stays while offline; online withdraws it and shows a success for 2 s', () => {
    expect(NOTICE_MS).toBe(2000);
    const { services } = fakeServices({ config: { locale: 'en' } });
    services.notify = createNotify(systemClock);
    enhanceWidget(connection, '<div data-widget="connection" hidden></div>', services);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    expect(services.notify.list()).toEqual([{ id: 1, kind: 'error', message: 'No internet connection' }]);
    vi.advanceTimersByTime(60_000);
    expect(services.notify.list()).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(services.notify.list()).toEqual([{ id: 2, kind: 'success', message: 'You are back online' }]);
    vi.advanceTimersByTime(1999);
    expect(services.notify.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(services.notify.list()).toHaveLength(0);
  });

  it('stops listening on cleanup', () => {
    const { services } = fakeServices();
    const { cleanup } = enhanceWidget(connection, '<div data-widget="connection" hidden></div>', services);
    cleanup();
    window.dispatchEvent(new Event('offline'));
    expect(services.notify.list()).toHaveLength(0);
  });
});
