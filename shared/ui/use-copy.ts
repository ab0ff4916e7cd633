import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../runtime/context';
import type { Services } from '../runtime/services';

/** How long a copy control says "Copied" (the spec's 1 s), wherever it is: one behaviour for every copy. */
export const COPIED_MS = 1000;

export interface Copier {
  copy(text: string): Promise<void>;
  dispose(): void;
}

/**
 * Copies text to the clipboard: `onChange(true)` after a successful copy and `onChange(false)` 1 s later,
 * whatever the pointer or the focus do (a live region says "Copied" for those who do not see it). Failures are
 * only logged. The enhancers of server markup use it as it is; React views through useCopy.
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

/** createCopier for React: `copied` is true for 1 s after a successful copy. */
export function useCopy(): [copy: (text: string) => Promise<void>, copied: boolean] {
  const { clock, log } = useServices();
  const [copied, setCopied] = useState(false);
  const copier = useMemo(() => createCopier({ clock, log }, setCopied), [clock, log]);
  useEffect(() => () => copier.dispose(), [copier]);
  return [copier.copy, copied];
}
