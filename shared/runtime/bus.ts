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

/** The widgets' bus: the named events only. */
export interface Bus {
  on<K extends BusEvent>(event: K, fn: Listener<BusEvents[K]>): () => void;
  emit<K extends BusEvent>(event: K, payload: BusEvents[K]): void;
}

/** The host page's view of the same bus: the named events typed, any other name as the host wrote it. */
export interface HostBus extends Bus {
  on<K extends BusEvent>(event: K, fn: Listener<BusEvents[K]>): () => void;
  on(event: string, fn: Listener<unknown>): () => void;
  emit<K extends BusEvent>(event: K, payload: BusEvents[K]): void;
  emit(event: string, payload: unknown): void;
}

/** Every emit is mirrored as a `widgets:EVENT` CustomEvent on `target` (the document) for host scripts. */
export function createBus(target?: EventTarget, onError?: (event: string, error: unknown) => void): HostBus {
  const listeners = new Map<string, Set<Listener<unknown>>>();
  return {
    on(event: string, fn: Listener<never>) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const listener = fn as Listener<unknown>;
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(event: string, payload: unknown) {
      for (const fn of [...(listeners.get(event) ?? [])]) {
        try {
          fn(payload);
        } catch (error) {
          onError?.(event, error);
        }
      }
      target?.dispatchEvent(new CustomEvent(`widgets:${event}`, { detail: payload }));
    },
  };
}
