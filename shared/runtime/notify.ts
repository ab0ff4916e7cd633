import type { Clock } from './clock';

export const NOTICE_MS = 3000;
export const NOTICE_STAGGER_MS = 100;

export interface Notice {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

export interface Notify {
  success(message: string, ms?: number): void;
  error(message: string, ms?: number): void;
  dismiss(id: number): void;
  list(): readonly Notice[];
  subscribe(fn: () => void): () => void;
}

/**
 * The page's notification queue. Each notice hides by itself after about 3 s; notices shown together
 * leave one after another, 100 ms apart (the Nth visible one waits N × 100 ms longer).
 */
export function createNotify(clock: Clock): Notify {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, () => void>();
  const changed = () => listeners.forEach((fn) => fn());

  const dismiss = (id: number) => {
    timers.get(id)?.();
    timers.delete(id);
    if (!notices.some((n) => n.id === id)) return;
    notices = notices.filter((n) => n.id !== id);
    changed();
  };
  const show = (kind: Notice['kind'], message: string, ms = NOTICE_MS) => {
    const id = nextId++;
    const delay = ms + notices.length * NOTICE_STAGGER_MS;
    notices = [...notices, { id, kind, message }];
    timers.set(
      id,
      clock.timeout(() => dismiss(id), delay),
    );
    changed();
  };

  return {
    success: (message, ms) => show('success', message, ms),
    error: (message, ms) => show('error', message, ms),
    dismiss,
    list: () => notices,
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}
