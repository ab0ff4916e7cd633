import { useEffect, useRef, useState } from 'react';
import { useServices } from '../runtime/context';
import { announce } from './announce';
import { mayAnimate } from './reduced-motion';

/**
 * After a failed submit, the player is taken to what needs fixing: the first field marked aria-invalid in the
 * container is scrolled to the middle of the screen and focused, and screen readers hear how many fields need
 * fixing. `failed()` asks for it; it happens once the messages are rendered. Every form uses it (issue 33: on a
 * phone the errors sat 1000 px above the button and nothing seemed to happen).
 */
export function useInvalidFocus<T extends HTMLElement = HTMLFormElement>() {
  const { i18n } = useServices();
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!attempt || !box) return;
    const invalid = [...box.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    const first = invalid[0];
    if (!first) return;
    first.scrollIntoView?.({ block: 'center', behavior: mayAnimate(first) ? 'smooth' : 'auto' });
    first.focus({ preventScroll: true });
    announce(box.ownerDocument, i18n.tn('common.fixFields', invalid.length, { n: invalid.length }));
    // Runs for each new attempt only; i18n is the page's one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return { ref, failed: () => setAttempt((n) => n + 1) };
}
