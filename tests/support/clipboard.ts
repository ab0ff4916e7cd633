import { afterEach, beforeEach, vi } from 'vitest';

/** A fake `navigator.clipboard.writeText` under fake timers, reset before each test of the calling file. */
export function fakeClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => void vi.useRealTimers());
  return writeText;
}
