import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'primary' | 'secondary' | 'ghost' | 'link';
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
  busy?: boolean;
  children?: ReactNode;
}

export function Button({
  kind = 'primary',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`wgt-btn wgt-btn--${kind}${busy ? ' wgt-btn--busy' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      <span className="wgt-btn__label">{children}</span>
    </button>
  );
}

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
