/** The event bus: the only way widgets talk to each other and to the host page. */
export interface BusEvents {
  'auth:signed-in': { token: string };
  'auth:signed-out': Record<string, never>;
  'coins:changed': { premiumCoins: number };
  'case:open-requested': { userCaseId: number };
  'case:closed': Record<string, never>;
  /** An open (or multi-open) answered after the case view was left: owned counts changed on the server. */
  'cases:changed': { caseId: number };
  'widget:mounted': { id: string };
  'runtime:ready': { count: number; ms: number };
  [event: string]: unknown;
}

export type Listener<T> = (payload: T) => void;

export interface Bus {
  on<K extends keyof BusEvents & string>(event: K, fn: Listener<BusEvents[K]>): () => void;
  emit<K extends keyof BusEvents & string>(event: K, payload: BusEvents[K]): void;
}

/** Every emit is mirrored as a `widgets:EVENT` CustomEvent on `target` (the document) for host scripts. */
export function createBus(target?: EventTarget, onError?: (event: string, error: unknown) => void): Bus {
  const listeners = new Map<string, Set<Listener<unknown>>>();
  return {
    on(event, fn) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const listener = fn as Listener<unknown>;
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(event, payload) {
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
