/**
 * The event bus: the only way widgets talk to each other and to the host page. Widgets send and hear only
 * the events named here (a closed map, so a misspelt name does not compile); the host page's `Widgets.on`
 * and `Widgets.emit` also take any other name, for its own events.
 */
export interface BusEvents {
  'auth:signed-in': { token: string };
  'auth:signed-out': Record<string, never>;
  'coins:changed': { premiumCoins: number };
  /** Told to the host page (its `widgets:case:open-requested` DOM event): the player opens a case. */
  'case:open-requested': { userCaseId: number };
  'case:closed': Record<string, never>;
  /** An open (or multi-open) answered after the case view was left: owned counts changed on the server. */
  'cases:changed': { caseId: number };
  'widget:mounted': { id: string };
  'runtime:ready': { count: number; ms: number };
}

export type BusEvent = keyof BusEvents;
export type Listener<T> = (payload: T) => void;

/**
 * The widgets' bus: the named events only. `emit` answers whether a widget heard the event (a widget
 * listening is one taking it over, as the cabinet takes `case:closed`); the host page's listeners do not count.
 */
export interface Bus {
  on<K extends BusEvent>(event: K, fn: Listener<BusEvents[K]>): () => void;
  emit<K extends BusEvent>(event: K, payload: BusEvents[K]): boolean;
}

/** The host page's view of the same bus: the named events typed, any other name as the host wrote it. */
export interface HostBus extends Bus {
  on<K extends BusEvent>(event: K, fn: Listener<BusEvents[K]>): () => void;
  on(event: string, fn: Listener<unknown>): () => void;
  emit<K extends BusEvent>(event: K, payload: BusEvents[K]): boolean;
  emit(event: string, payload: unknown): boolean;
  /** The host page's `Widgets.on`: hears every event, and is no widget's answer to one. */
  onHost: HostBus['on'];
}

/** Every emit is mirrored as a `widgets:EVENT` CustomEvent on `target` (the document) for host scripts. */
export function createBus(target?: EventTarget, onError?: (event: string, error: unknown) => void): HostBus {
  const listeners = new Map<string, Map<Listener<unknown>, { host: boolean }>>();
  const listen = (host: boolean) => (event: string, fn: Listener<never>) => {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Map()));
    const listener = fn as Listener<unknown>;
    set.set(listener, { host });
    return () => void set.delete(listener);
  };
  return {
    on: listen(false),
    onHost: listen(true),
    emit(event: string, payload: unknown) {
      let heard = false;
      for (const [fn, { host }] of [...(listeners.get(event) ?? [])]) {
        heard ||= !host;
        try {
          fn(payload);
        } catch (error) {
          onError?.(event, error);
        }
      }
      target?.dispatchEvent(new CustomEvent(`widgets:${event}`, { detail: payload }));
      return heard;
    },
  };
}
