import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../shared/runtime/bus';

describe('bus', () => {
  it('delivers payloads to listeners until they unsubscribe', () => {
    const bus = createBus();
    const fn = vi.fn();
    const off = bus.on('coins:changed', fn);
    bus.emit('coins:changed', { premiumCoins: 5 });
    off();
    bus.emit('coins:changed', { premiumCoins: 6 });
    expect(fn.mock.calls).toEqual([[{ premiumCoins: 5 }]]);
  });

  it('mirrors every event as a widgets:EVENT CustomEvent on the target', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener('widgets:case:open-requested', (e) => seen.push((e as CustomEvent).detail));
    createBus(target).emit('case:open-requested', { userCaseId: 7 });
    expect(seen).toEqual([{ userCaseId: 7 }]);
  });

  it('keeps delivering when one listener throws, and reports it', () => {
    const onError = vi.fn();
    const bus = createBus(undefined, onError);
    const good = vi.fn();
    bus.on('x', () => {
      throw new Error('bad listener');
    });
    bus.on('x', good);
    bus.emit('x', 1);
    expect(good).toHaveBeenCalledWith(1);
    expect(onError).toHaveBeenCalledWith('x', expect.any(Error));
  });
});
