// The core entry of each locale's ESM build (scripts/esm-build.mjs): the runtime, preact and the chrome's
// widgets, on every page before any widget (esbuild puts all it carries in one chunk). The loader passes
// the whole registry (the widgets inside the core, then the others' imports, from the build's manifest)
// and what requests a lazy part's files (shared/runtime/parts.ts).
import type { Bus } from '../shared/runtime/bus';
import { setPartFiles, type PartFiles } from '../shared/runtime/parts';
import type { Registry } from '../shared/runtime/registry';
import type { Services } from '../shared/runtime/services';
import { pageServices, start } from '../shared/runtime/start';
import { mountNotifications } from '../shared/ui/notifications';
import { startFirstReads } from './first-reads';

export { chrome as widgets } from './chrome';

let services: Services | undefined;
/**
 * As soon as the core is in: the page's services, and its widgets' first reads and first screens' lazy
 * parts started while their files load.
 */
export const prepare = (win: Window, bus: Bus, parts: PartFiles) => {
  setPartFiles(parts);
  services = pageServices(win, bus);
  void startFirstReads(win.document, services);
};
/** Starts the runtime with the page's services and every widget (the loader's registry). */
export const run = (win: Window, bus: Bus, widgets: Registry) => start(win, widgets, bus, mountNotifications, services);
