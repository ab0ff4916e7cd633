import type { InputHTMLAttributes, ReactNode } from 'react';
import { useUid } from './use-uid';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Message shown under the field; also marks it aria-invalid. */
  error?: string;
  /**
   * The message is an alert: for one shown when the player leaves the field. One shown by a failed submit is not:
   * the focus goes to the field, which reads it, and the form says once how many need fixing (use-invalid-focus.ts).
   */
  announce?: boolean;
  hint?: ReactNode;
  /** Something inside the field's right edge (an eye toggle, a copy button). */
  addon?: ReactNode;
  /**
   * What the field may hold (numeric fields: digits only). Applied on every keystroke and paste and written
   * back at once, so the field shows exactly what the form will use, even when the state does not change.
   */
  filter?: (raw: string) => string;
}

/** A labelled input with its error message wired for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  announce,
  hint,
  addon,
  className,
  filter,
  ...input
}: TextFieldProps) {
  const id = useUid();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`wgt-field${error ? ' wgt-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="wgt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wgt-field__control">
        <input
          {...input}
          id={id}
          className="wgt-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChange(keep(e.currentTarget, filter))}
        />
        {addon}
      </div>
      {hint && (
        <p className="wgt-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="wgt-field__error" id={`${id}-error`} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
}

/** A native select (best on phones, accessible for free) styled like the fields. */
export function SelectField({ label, value, options, onChange, error, disabled, placeholder, name }: SelectFieldProps) {
  const id = useUid();
  return (
    <div className={`wgt-field${error ? ' wgt-field--invalid' : ''}`}>
      <label className="wgt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wgt-field__control wgt-field__control--select">
        <select
          id={id}
          name={name}
          className="wgt-field__input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="wgt-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
  disabled?: boolean;
}

export function Checkbox({ checked, onChange, error, children, disabled }: CheckboxProps) {
  const id = useUid();
  return (
    <div className={`wgt-check${error ? ' wgt-check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="wgt-check__input"
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <label htmlFor={id} className="wgt-check__label">
        {children}
      </label>
      {error && (
        <p className="wgt-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The input's value after `filter`, written back into the input when the filter changed it. */
export function keep(input: HTMLInputElement, filter?: (raw: string) => string): string {
  const value = filter ? filter(input.value) : input.value;
  if (value !== input.value) input.value = value;
  return value;
}
