import { describe, expect, it, vi } from 'vitest';
import { createBus, type Bus } from '../../../shared/runtime/bus';
import { createHostApi } from '../../../shared/runtime/host-api';
import type { Mounter } from '../../../shared/runtime/mounter';

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

  it("answers whether a widget heard an event; the host page's listeners are no answer", () => {
    const bus = createBus();
    const host = createHostApi('0.0.0', bus, new Promise<Mounter>(() => {}));
    host.on('case:closed', () => {});
    expect(bus.emit('case:closed', {})).toBe(false);
    const off = bus.on('case:closed', () => {});
    expect(bus.emit('case:closed', {})).toBe(true);
    off();
    expect(bus.emit('case:closed', {})).toBe(false);
    // The host page's Widgets.emit answers nothing, as types/widgets.d.ts declares it.
    bus.on('case:closed', () => {});
    expect(host.emit('case:closed', {})).toBeUndefined();
  });

  it('gives widgets the named events only; the host page any name, on the same bus', () => {
    const bus = createBus();
    const widgets: Bus = bus;
    const host = createHostApi('0.0.0', bus, new Promise<Mounter>(() => {}));
    const heard = vi.fn();
    host.on('host:promo-shown', heard);
    host.emit('host:promo-shown', { id: 3 });
    expect(heard).toHaveBeenCalledWith({ id: 3 });
    // A widget's misspelt event or wrong payload does not compile (the lines stay unreached at run time).
    const typeOnly = () => {
      // @ts-expect-error an event the bus does not have
      widgets.emit('case:closd', {});
      // @ts-expect-error a payload of the wrong shape
      widgets.emit('coins:changed', { coins: 1 });
      // @ts-expect-error an event the bus does not have
      widgets.on('coins:changd', () => {});
    };
    void typeOnly;
  });
});
