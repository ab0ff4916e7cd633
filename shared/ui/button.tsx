import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useHeldDisabled } from './use-held-disabled';
import { WaitNote } from './wait-note';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'primary' | 'secondary' | 'ghost' | 'link';
  /**
   * Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. A busy button is
   * aria-disabled, not disabled, so the keyboard focus stays on it (a disabled button drops focus to <body>).
   */
  busy?: boolean;
  /**
   * A server answer is awaited (default: while busy): after SLOW_WAIT_MS a note beside the button says the server is
   * taking longer than usual (shared/ui/wait-note.tsx).
   */
  waiting?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

/** The house button (`wgt-btn`): every clickable action in widgets and shared/ui is one. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    kind = 'primary',
    busy = false,
    waiting = busy,
    icon,
    disabled,
    className,
    children,
    type = 'button',
    onClick,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const { held, ...focus } = useHeldDisabled(!!disabled && !busy, { onFocus, onBlur });
  // While busy or held, a click (or Enter in the form, which clicks the submit button) does nothing; the caller's
  // useAction guard is the second line against a double submit.
  const click = busy || held ? (e: MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick;
  return (
    <>
      <button
        {...rest}
        ref={ref}
        type={type}
        className={`wgt-btn wgt-btn--${kind}${busy ? ' wgt-btn--busy' : ''}${className ? ` ${className}` : ''}`}
        disabled={(disabled && !busy && !held) || undefined}
        aria-disabled={busy || held || undefined}
        aria-busy={busy || undefined}
        onClick={click}
        {...focus}
      >
        {busy && <Spinner />}
        {icon}
        <span className="wgt-btn__label">{children}</span>
      </button>
      {waiting && <WaitNote />}
    </>
  );
});

export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className="wgt-spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
