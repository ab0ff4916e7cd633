import type { HostBus } from './bus';
import type { Mounter } from './mounter';

/** `window.Widgets`: the host page's handle on the bundle (README.md, "Host API and events"). */
export interface HostApi {
  readonly version: string;
  mount(root?: ParentNode): Promise<void>;
  unmount(el: Element): Promise<void>;
  on: HostBus['on'];
  /** As the bus's, but answers nothing: whether a widget heard an event is the widgets' business. */
  emit(...args: Parameters<HostBus['emit']>): void;
}

const BRAND = Symbol.for('widgets.host-api');

/** The handle a copy of this bundle made (an earlier load of the script), not any object of that name. */
export function isHostApi(value: unknown): value is HostApi {
  return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
}

/** Usable at once: mount/unmount wait for the runtime chunk, bus calls work immediately. */
export function createHostApi(version: string, bus: HostBus, mounter: Promise<Mounter>): HostApi {
  return Object.freeze({
    [BRAND]: true,
    version,
    mount: async (root?: ParentNode) => (await mounter).mount(root),
    unmount: async (el: Element) => (await mounter).unmount(el),
    on: bus.onHost,
    emit: (event: string, payload: unknown) => void bus.emit(event, payload),
  });
}
