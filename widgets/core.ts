// The core entry of each locale's ESM build (scripts/esm-build.mjs): the runtime, preact and the chrome's
// widgets in one file; a page bundle is this plus its page's widgets. The loader passes the whole registry
// (the widgets inside the core, then the others' imports, taken from the build's manifest).
import type { Bus } from '../shared/runtime/bus';
import type { Registry } from '../shared/runtime/mounter';
import { start as startRuntime } from '../shared/runtime/start';
import { mountNotifications } from '../shared/ui/notifications';

export { chrome as widgets } from './chrome';
export const start = (win: Window, bus: Bus, widgets: Registry) => startRuntime(win, widgets, bus, mountNotifications);
