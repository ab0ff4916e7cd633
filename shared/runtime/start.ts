import type { Bus } from './bus';
import { readConfig } from './config';
import { createMounter, type Mounter } from './mounter';
import type { Registry } from './registry';
import { createServices } from './services';
import type { I18n } from '../i18n';
import type { Notify } from './notify';

/** Puts the notification region on the page (shared/ui/notifications.tsx: a layer above the runtime). */
export type MountNotifications = (doc: Document, notify: Notify, i18n: I18n) => void;

/** The runtime chunk: read the page's config, build the services, mount what is there, watch for more. */
export async function start(
  win: Window,
  registry: Registry,
  bus: Bus,
  mountNotifications: MountNotifications,
): Promise<Mounter> {
  const config = readConfig(win, (message) => console.warn(message));
  const services = createServices(win, config, bus);
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
