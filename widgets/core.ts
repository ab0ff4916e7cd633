// The core entry of each locale's ESM build (scripts/esm-build.mjs): the runtime, preact and the chrome's
// widgets in one file. The loader passes the other widgets' imports, taken from the build's manifest; the
// build adds the exports those widgets import from this file.
import type { Bus } from '../shared/runtime/bus';
import type { Registry } from '../shared/runtime/mounter';
import { start as startRuntime } from '../shared/runtime/start';
import { chrome } from './chrome';

export const start = (win: Window, bus: Bus, widgets: Registry) => startRuntime(win, { ...widgets, ...chrome }, bus);
