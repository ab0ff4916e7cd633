import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../shared/runtime/clock';
import { createNotify, NOTICE_MS, NOTICE_STAGGER_MS } from '../../../shared/runtime/notify';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('notifications', () => {
  it('uses about 3 s and a 100 ms stagger', () => {
    expect([NOTICE_MS, NOTICE_STAGGER_MS]).toEqual([3000, 100]);
  });

  it('hides a notice by itself after 3 s', () => {
    const notify = createNotify(systemClock);
    notify.error('Captcha not valid');
    expect(notify.list()).toMatchObject([{ kind: 'error', message: 'Captcha not valid' }]);
    vi.advanceTimersByTime(2999);
    expect(notify.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notify.list()).toHaveLength(0);
  });

  it('hides notices shown together one after another, 100 ms apart', () => {
    const notify = createNotify(systemClock);
    notify.success('one');
    notify.success('two');
    notify.error('three');
    vi.advanceTimersByTime(3000);
    expect(notify.list().map((n) => n.message)).toEqual(['two', 'three']);
    vi.advanceTimersByTime(100);
    expect(notify.list().map((n) => n.message)).toEqual(['three']);
    vi.advanceTimersByTime(100);
    expect(notify.list()).toEqual([]);
  });

  it('closes on dismiss and tells subscribers', () => {
    const notify = createNotify(systemClock);
    const fn = vi.fn();
    notify.subscribe(fn);
    notify.success('hi');
    notify.dismiss(notify.list()[0]!.id);
    expect(notify.list()).toEqual([]);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
