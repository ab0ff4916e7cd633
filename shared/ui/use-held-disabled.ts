import { useState, type FocusEvent } from 'react';

/**
 * A button that becomes disabled while it has the focus (Less at its minimum, Save once the form is sent, a
 * cooldown) stays focusable, aria-disabled, until the focus leaves it: a disabled button drops the focus to
 * <body>. Returns whether it is held now and the focus handlers that track it (spread on the button).
 */
export function useHeldDisabled<E extends HTMLElement>(
  disabled: boolean,
  handlers: { onFocus?: (e: FocusEvent<E>) => void; onBlur?: (e: FocusEvent<E>) => void } = {},
) {
  const [focused, setFocused] = useState(false);
  return {
    held: disabled && focused,
    onFocus: (e: FocusEvent<E>) => (setFocused(true), handlers.onFocus?.(e)),
    onBlur: (e: FocusEvent<E>) => (setFocused(false), handlers.onBlur?.(e)),
  };
}
