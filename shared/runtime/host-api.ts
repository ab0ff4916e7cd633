import type { Bus } from './bus';
import type { Mounter } from './mounter';

/** `window.Widgets`: the host page's handle on the bundle (README.md, "Host API and events"). */
export interface HostApi {
  readonly version: string;
  mount(root?: ParentNode): Promise<void>;
  unmount(el: Element): Promise<void>;
  on: Bus['on'];
  emit: Bus['emit'];
}

/** Usable at once: mount/unmount wait for the runtime chunk, bus calls work immediately. */
export function createHostApi(version: string, bus: Bus, mounter: Promise<Mounter>): HostApi {
  return Object.freeze({
    version,
    mount: async (root?: ParentNode) => (await mounter).mount(root),
    unmount: async (el: Element) => (await mounter).unmount(el),
    on: bus.on,
    emit: bus.emit,
  });
}
