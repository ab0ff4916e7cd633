import type { Bus } from './bus';
import { readConfig } from './config';
import { createMounter, type Mounter, type Registry } from './mounter';
import { createServices } from './services';

/** The runtime chunk: read the page's config, build the services, mount what is there, watch for more. */
export async function start(win: Window, registry: Registry, bus: Bus): Promise<Mounter> {
  const config = readConfig(win, (message) => console.warn(message));
  const services = createServices(win, config, bus);
  showNotificationsWhenNeeded(win.document, services);
  const mounter = createMounter(win.document, registry, services);
  mounter.observe();
  const started = win.performance.now();
  await mounter.mount();
  win.performance.mark?.('widgets:ready');
  bus.emit('runtime:ready', { count: mounter.size, ms: Math.round(win.performance.now() - started) });
  // Fetch the notification region's code while the network is there: the offline notice needs it.
  void import('../ui/notifications').catch(() => {});
  return mounter;
}

function showNotificationsWhenNeeded(doc: Document, services: ReturnType<typeof createServices>) {
  const off = services.notify.subscribe(() => {
    off();
    // The region's code loads with the first notice; most pages never show one.
    void import('../ui/notifications').then(({ mountNotifications }) =>
      mountNotifications(doc, services.notify, services.i18n),
    );
  });
}
