export interface Log {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Console output prefixed `[widgets] NAME#N:` so a page's owner can tell which block said it. */
export function createLog(prefix: string, sink: Pick<Console, 'warn' | 'error'> = console): Log {
  const line = (message: string) => `[widgets] ${prefix}: ${message}`;
  return {
    warn: (message, detail) => (detail === undefined ? sink.warn(line(message)) : sink.warn(line(message), detail)),
    error: (message, detail) => (detail === undefined ? sink.error(line(message)) : sink.error(line(message), detail)),
  };
}
