import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../runtime/context';
import type { Services } from '../runtime/services';

export const COPIED_MS = 1000;

/** Copies text to the clipboard; `copied` is true for 1 s after success. Failures are only logged. */
export function useCopy(): [copy: (text: string) => Promise<void>, copied: boolean] {
  const { clock, log } = useServices();
  const [copied, setCopied] = useState(false);
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);
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
      cancel.current = clock.timeout(() => setCopied(false), COPIED_MS);
    },
    [clock, log],
  );
  return [copy, copied];
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
