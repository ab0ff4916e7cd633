import type { Clock } from './clock';

export const NOTICE_MS = 3000;
export const NOTICE_STAGGER_MS = 100;

export interface Notice {
  id: number;
  kind: 'success' | 'error';
  message: string;
  /** Runs the failed action again (the notice closes first). */
  retry?: () => void;
}

export interface ErrorOptions {
  /** Hides by itself after this long (visible time); without it, the notice stays until closed or withdrawn. */
  ms?: number;
  retry?: () => void;
}

export interface Notify {
  success(message: string, ms?: number): number;
  error(message: string, options?: ErrorOptions): number;
  dismiss(id: number): void;
  /** The player is reading it (pointer over it, focus in it): its time stands still until released. */
  hold(id: number, held: boolean): void;
  list(): readonly Notice[];
  subscribe(fn: () => void): () => void;
}

/**
 * The page's notification queue. A success notice hides by itself after about 3 s of being shown; notices shown
 * together leave one after another, 100 ms apart (the Nth visible one waits N × 100 ms longer). An error notice
 * stays until the player closes it (or its Retry, or the code that raised it withdraws it): the live region has
 * announced it, and a player must have time to read what went wrong (WCAG 2.2.1). The time of a notice stands
 * still while it is held (hovered or focused) and starts over, in full, when released.
 */
export function createNotify(clock: Clock): Notify {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, { ms: number; held: boolean; cancel?: () => void }>();
  const changed = () => listeners.forEach((fn) => fn());

  const dismiss = (id: number) => {
    timers.get(id)?.cancel?.();
    timers.delete(id);
    if (!notices.some((n) => n.id === id)) return;
    notices = notices.filter((n) => n.id !== id);
    changed();
  };
  const start = (id: number) => {
    const timer = timers.get(id);
    if (timer && !timer.held) timer.cancel = clock.timeout(() => dismiss(id), timer.ms);
  };
  const show = (kind: Notice['kind'], message: string, ms?: number, retry?: () => void) => {
    // The same error already on screen is not said twice (one failure, two reports of it).
    const same = kind === 'error' ? notices.find((n) => n.kind === kind && n.message === message) : undefined;
    if (same) return same.id;
    const id = nextId++;
    notices = [...notices, { id, kind, message, ...(retry && { retry: () => (dismiss(id), retry()) }) }];
    if (ms !== undefined) {
      timers.set(id, { ms: ms + (notices.length - 1) * NOTICE_STAGGER_MS, held: false });
      start(id);
    }
    changed();
    return id;
  };

  return {
    success: (message, ms = NOTICE_MS) => show('success', message, ms),
    error: (message, { ms, retry } = {}) => show('error', message, ms, retry),
    dismiss,
    hold(id, held) {
      const timer = timers.get(id);
      if (!timer || timer.held === held) return;
      timer.held = held;
      timer.cancel?.();
      timer.cancel = undefined;
      start(id);
    },
    list: () => notices,
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}
