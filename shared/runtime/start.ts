import type { Bus } from './bus';
import { readConfig } from './config';
import { createMounter, type Mounter } from './mounter';
import type { Registry } from './registry';
import { createServices, type Services } from './services';
import type { I18n } from '../i18n';
import type { Notify } from './notify';

/** Puts the notification region on the page (shared/ui/notifications.tsx: a layer above the runtime). */
export type MountNotifications = (doc: Document, notify: Notify, i18n: I18n) => void;

/** The page's services, from its config: built once, as soon as the core is in (widgets/core.ts `prepare`). */
export function pageServices(win: Window, bus: Bus): Services {
  return createServices(
    win,
    readConfig(win, (message) => console.warn(message)),
    bus,
  );
}

/** The runtime chunk: mount what is there with the page's services, watch for more. */
export async function start(
  win: Window,
  registry: Registry,
  bus: Bus,
  mountNotifications: MountNotifications,
  services: Services = pageServices(win, bus),
): Promise<Mounter> {
  // The region is mounted with the first notice; most pages never show one.
  const off = services.notify.subscribe(() => {
    off();
    mountNotifications(win.document, services.notify, services.i18n);
  });
  const mounter = createMounter(win.document, registry, services);
  mounter.observe();
  const started = win.performance.now();
  await mounter.mount();
  win.performance.mark?.('widgets:ready');
  bus.emit('runtime:ready', { count: mounter.size, ms: Math.round(win.performance.now() - started) });
  return mounter;
}
