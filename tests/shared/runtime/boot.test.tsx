import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { boot } from '../../../shared/runtime/boot';
import { createBus } from '../../../shared/runtime/bus';
import { createHostApi, type HostApi } from '../../../shared/runtime/host-api';
import type { Registry } from '../../../shared/runtime/registry';

type W = Window & { Widgets?: HostApi };

describe('boot', () => {
  it('exposes window.Widgets at once, mounts through the runtime, and mirrors bus events on document', async () => {
    delete (window as W).Widgets;
    document.body.innerHTML =
      '<div data-widget="x"></div><div data-widget="below" data-widget-defer></div><div data-widget="x" data-widget-defer></div>';
    const load = vi.fn(async () => ({
      default: { name: 'x', enhance: ({ el }: { el: HTMLElement }) => void (el.textContent = 'on') },
    }));
    const registry: Registry = { x: load, below: load };
    const seen: string[][] = [];
    boot(window as W, async (names) => {
      seen.push(names);
      const { start } = await import('../../../shared/runtime/start');
      return { run: (win, bus) => start(win, registry, bus, () => {}) };
    });
    const api = (window as W).Widgets!;
    expect(api.version).toBeTypeOf('string');
    const heard = vi.fn();
    document.addEventListener('widgets:coins:changed', (e) => heard((e as CustomEvent).detail));
    const off = api.on('coins:changed', heard);
    api.emit('coins:changed', { premiumCoins: 1 });
    off();
    expect(heard).toHaveBeenCalledTimes(2);
    // The runtime chunk is a real dynamic import: give a busy machine time.
    await waitFor(() => expect(document.body.textContent).toBe('on'));
    // The loader told the core loader which widgets the page has, leaving out those only deferred
    // mount points use (they load when they near the viewport).
    expect(seen).toEqual([['x']]);

    const later = document.createElement('div');
    later.dataset.widget = 'x';
    document.body.append(later);
    await api.mount(later);
    expect(later.textContent).toBe('on');
    await api.unmount(later);
    expect(later.dataset.widgetState).toBeUndefined();
  });

  it('does nothing when the bundle is loaded a second time', () => {
    const first = createHostApi(
      'first',
      createBus(document, () => {}),
      new Promise(() => {}),
    );
    (window as W).Widgets = first;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const load = vi.fn();
    boot(window as W, load);
    expect((window as W).Widgets).toBe(first);
    expect(load).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[widgets] bundle loaded twice; the second copy does nothing');
    delete (window as W).Widgets;
  });
});
