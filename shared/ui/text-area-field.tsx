import type { TextareaHTMLAttributes } from 'react';
import { useUid } from './use-uid';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'maxLength'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters it holds; the counter under it shows how many are used. */
  maxLength: number;
  /** Message shown under the field; also marks it aria-invalid. */
  error?: string;
}

/**
 * A labelled multi-line field with a character counter (`12 / 500`) and its error message, both read by
 * screen readers as its description. The browser stops typing at `maxLength`, so the count never goes past it.
 */
export function TextAreaField({ label, value, onChange, maxLength, error, className, ...area }: TextAreaFieldProps) {
  const id = useUid();
  const described = [error && `${id}-error`, `${id}-count`].filter(Boolean).join(' ');
  return (
    <div className={`wgt-field${error ? ' wgt-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="wgt-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...area}
        id={id}
        className="wgt-field__input wgt-field__area"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <p className="wgt-field__hint wgt-field__count" id={`${id}-count`}>
        {value.length} / {maxLength}
      </p>
      {error && (
        <p className="wgt-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
