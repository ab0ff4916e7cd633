import type { Bus } from '../runtime/bus';
import type { Mounter } from '../runtime/mounter';
import type { PartFiles } from '../runtime/parts';
import type { Registry } from '../runtime/registry';
import { importChecked, type Requests } from './file-requests';
import type { File } from './manifest';

/** The ESM core (widgets/core.ts): the chrome's widgets inside it, the page's first reads, and its run (the runtime's start with the page's widgets). */
export interface EsmCore {
  widgets: Registry;
  prepare(win: Window, bus: Bus, parts: PartFiles): void;
  run(win: Window, bus: Bus, widgets: Registry): Promise<Mounter>;
}

/**
 * The core, imported once its files (requested at boot) are in, checked. The core in, the page's
 * widgets' first reads and first screens' parts go out while their files load (render-as-you-fetch).
 */
export async function importCore(
  win: Window,
  requests: Requests,
  files: File[],
  bus: Bus,
  parts: PartFiles,
): Promise<EsmCore> {
  const core = (await importChecked(requests, files)) as EsmCore;
  core.prepare(win, bus, parts);
  return core;
}
