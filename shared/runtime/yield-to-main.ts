type Scheduler = { yield?: () => Promise<void> };

/** scheduler.yield() where the browser has it (Chromium); elsewhere the work simply continues. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}
