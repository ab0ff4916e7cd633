import { createBus } from './bus';
import { createHostApi, type HostApi } from './host-api';
import type { Mounter, Registry } from './mounter';

declare const __WIDGETS_VERSION__: string;
const VERSION = typeof __WIDGETS_VERSION__ === 'string' ? __WIDGETS_VERSION__ : 'dev';

type HostWindow = Window & { Widgets?: HostApi };

/**
 * The loader's whole job, kept tiny: refuse a second copy, expose `window.Widgets` at once, start
 * fetching the runtime and the chunks of the widgets present on the page in parallel, then mount.
 */
export function boot(win: HostWindow, registry: Registry, loadRuntime: () => Promise<typeof import('./start')>): void {
  if (win.Widgets) return void console.info('[widgets] bundle loaded twice; the second copy does nothing');
  win.performance?.mark?.('widgets:boot');
  const bus = createBus(win.document, (event, error) =>
    console.error(`[widgets] bus: a listener of ${event} failed`, error),
  );
  const mounter: Promise<Mounter> = domReady(win.document).then(() => {
    const names = new Set(
      [...win.document.querySelectorAll<HTMLElement>('[data-widget]')].map((el) => el.dataset.widget ?? ''),
    );
    names.forEach((name) => registry[name]?.().catch(() => {}));
    return loadRuntime().then((runtime) => runtime.start(win, registry, bus));
  });
  mounter.catch((error: unknown) => console.error('[widgets] runtime failed to start', error));
  win.Widgets = createHostApi(VERSION, bus, mounter);
}

function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
