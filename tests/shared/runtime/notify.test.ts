import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../shared/runtime/clock';
import { createNotify, NOTICE_MS, NOTICE_STAGGER_MS } from '../../../shared/runtime/notify';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('notifications', () => {
  it('uses about 3 s and a 100 ms stagger', () => {
    expect([NOTICE_MS, NOTICE_STAGGER_MS]).toEqual([3000, 100]);
  });

  it('an error notice stays until closed: the player has time to read it', () => {
    const notify = createNotify(systemClock);
    notify.error('Captcha not valid');
    vi.advanceTimersByTime(60_000);
    expect(notify.list()).toMatchObject([{ kind: 'error', message: 'Captcha not valid' }]);
    notify.dismiss(notify.list()[0]!.id);
    expect(notify.list()).toEqual([]);
  });

  it('the same error already on screen is shown once', () => {
    const notify = createNotify(systemClock);
    const first = notify.error('Server error');
    expect(notify.error('Server error')).toBe(first);
    notify.error('Another error');
    expect(notify.list().map((n) => n.message)).toEqual(['Server error', 'Another error']);
  });

  it('an error with Retry closes and runs the action again', () => {
    const notify = createNotify(systemClock);
    const again = vi.fn();
    notify.error('Payment failed', { retry: again });
    notify.list()[0]!.retry!();
    expect(again).toHaveBeenCalledTimes(1);
    expect(notify.list()).toEqual([]);
  });

  it('time stands still while a notice is held (hovered, focused) and starts over when released', () => {
    const notify = createNotify(systemClock);
    const id = notify.success('Saved');
    vi.advanceTimersByTime(2500);
    notify.hold(id, true);
    vi.advanceTimersByTime(10_000);
    expect(notify.list()).toHaveLength(1);
    notify.hold(id, false);
    vi.advanceTimersByTime(2999);
    expect(notify.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notify.list()).toHaveLength(0);
  });

  it('hides a success notice by itself after 3 s, or after the time given', () => {
    const notify = createNotify(systemClock);
    notify.success('Saved');
    notify.error('Offline', { ms: 500 });
    vi.advanceTimersByTime(600);
    expect(notify.list().map((n) => n.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(2399);
    expect(notify.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notify.list()).toHaveLength(0);
  });

  it('hides notices shown together one after another, 100 ms apart', () => {
    const notify = createNotify(systemClock);
    notify.success('one');
    notify.success('two');
    notify.success('three');
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
