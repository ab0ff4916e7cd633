import { useEffect, useRef, useState } from 'react';
import { useServices } from '../runtime/context';

/**
 * After a failed submit, the player is taken to what needs fixing (shared/ui/focus-invalid.ts: the first invalid
 * field in the container, scrolled to and focused, and how many need fixing said to screen readers). `failed()`
 * asks for it; it happens once the messages are rendered. Every form uses it (on a phone the errors sat
 * 1000 px above the button and nothing seemed to happen).
 */
export function useInvalidFocus<T extends HTMLElement = HTMLFormElement>() {
  const { i18n } = useServices();
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (attempt && box) void import('./focus-invalid').then((m) => m.focusFirstInvalid(box, i18n));
    // Runs for each new attempt only; i18n is the page's one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return { ref, failed: () => setAttempt((n) => n + 1) };
}
