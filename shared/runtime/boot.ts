import { createBus, type Bus } from './bus';
import { createHostApi, isHostApi, type HostApi } from './host-api';
import { guardDocument, pageGlobal } from './host-page';
import type { Mounter } from './mounter';

declare const __WIDGETS_VERSION__: string;
const VERSION = typeof __WIDGETS_VERSION__ === 'string' ? __WIDGETS_VERSION__ : 'dev';

type HostWindow = Window & { Widgets?: HostApi };

/** The core, loaded (widgets/core.ts through the loader, or widgets/iife.ts): runs the page's widgets with the loader's bus. */
export interface Core {
  run(win: Window, bus: Bus): Promise<Mounter>;
}

/**
 * The loader's whole job, kept tiny: refuse a second copy, expose `window.Widgets` at once, then, once
 * the DOM is there, hand the names of the widgets on the page to `loadCore` (which fetches the core and
 * those widgets' files in one wave; deferred ones come later) and run the core.
 */
export function boot(win: HostWindow, loadCore: (names: string[], bus: Bus) => Promise<Core>): void {
  guardDocument(win);
  // The running bundle's own handle, not an element with id="Widgets" (shared/runtime/host-page.ts).
  if (isHostApi(pageGlobal(win, 'Widgets')))
    return void console.info('[widgets] bundle loaded twice; the second copy does nothing');
  win.performance?.mark?.('widgets:boot');
  const bus = createBus(win.document, (event, error) =>
    console.error(`[widgets] bus: a listener of ${event} failed`, error),
  );
  const mounter: Promise<Mounter> = domReady(win.document).then(() => {
    // Deferred mount points (DEFER_ATTR, shared/runtime/load-strategies.ts) load when they near the viewport, not in this wave.
    const names = new Set(
      [...win.document.querySelectorAll<HTMLElement>('[data-widget]:not([data-widget-defer])')].map(
        (el) => el.dataset.widget ?? '',
      ),
    );
    return loadCore([...names], bus).then((core) => core.run(win, bus));
  });
  mounter.catch((error: unknown) => console.error('[widgets] runtime failed to start', error));
  win.Widgets = createHostApi(VERSION, bus, mounter);
}

function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
