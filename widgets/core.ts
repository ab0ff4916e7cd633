// The core entry of each locale's build: the runtime, preact and the widgets every page's chrome carries
// (statically, see ./registry), started by the loader with its bus.
import type { Bus } from '../shared/runtime/bus';
import { start as startRuntime } from '../shared/runtime/start';
import { registry } from './registry';

export const start = (win: Window, bus: Bus) => startRuntime(win, registry, bus);
