import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../runtime/context';
import type { Services } from '../runtime/services';

export const COPIED_MS = 1000;

/**
 * Copies text to the clipboard; `copied` is true for 1 s after success, and stays while the control is held
 * (hovered or focused: `hold`), so the player can read it (issue 34). Failures are only logged.
 */
export function useCopy(): [
  copy: (text: string) => Promise<void>,
  copied: boolean,
  hold: (by: 'pointer' | 'focus', on: boolean) => void,
] {
  const { clock, log } = useServices();
  const [copied, setCopied] = useState(false);
  const cancel = useRef<() => void>(undefined);
  const held = useRef(new Set<string>());
  const over = useRef(false);
  useEffect(() => () => cancel.current?.(), []);
  const hold = useCallback((by: string, on: boolean) => {
    held.current[on ? 'add' : 'delete'](by);
    if (held.current.size === 0 && over.current) setCopied((over.current = false));
  }, []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch (error) {
        log.warn('copying to the clipboard failed', error);
        return;
      }
      cancel.current?.();
      setCopied(true);
      over.current = false;
      cancel.current = clock.timeout(() => (held.current.size ? (over.current = true) : setCopied(false)), COPIED_MS);
    },
    [clock, log],
  );
  return [copy, copied, hold];
}

export interface Copier {
  copy(text: string): Promise<void>;
  dispose(): void;
}

/**
 * useCopy without React, for enhancers of server markup: `onChange(true)` after a successful copy and
 * `onChange(false)` 1 s later. Failures are only logged.
 */
export function createCopier(
  { clock, log }: Pick<Services, 'clock' | 'log'>,
  onChange: (copied: boolean) => void,
): Copier {
  let cancel: (() => void) | undefined;
  return {
    async copy(text) {
      try {
        await navigator.clipboard.writeText(text);
      } catch (error) {
        log.warn('copying to the clipboard failed', error);
        return;
      }
      cancel?.();
      onChange(true);
      cancel = clock.timeout(() => {
        cancel = undefined;
        onChange(false);
      }, COPIED_MS);
    },
    dispose: () => cancel?.(),
  };
}
