import { createRoot } from 'react-dom/client';
import { Notifications } from '../ui/notifications';
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
  bus.emit('widgets:ready', { count: mounter.size, ms: Math.round(win.performance.now() - started) });
  return mounter;
}

function showNotificationsWhenNeeded(doc: Document, services: ReturnType<typeof createServices>) {
  const off = services.notify.subscribe(() => {
    off();
    const host = doc.createElement('div');
    host.className = 'wgt-notifications-host';
    doc.body.append(host);
    createRoot(host).render(<Notifications notify={services.notify} i18n={services.i18n} />);
  });
}
