import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useUid } from './use-uid';

export interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called whenever the code becomes full (six digits) and differs from what was there before. */
  onComplete?: (value: string) => void;
  length?: number;
  invalid?: boolean;
  error?: string;
  /** Read-only while on: the field keeps the keyboard focus (a disabled one would drop it to <body>). */
  disabled?: boolean;
}

/**
 * An authenticator code: one native input (`autocomplete="one-time-code"`) drawn as six boxes. The input lies
 * transparent over the boxes, which show its digits and, while it has the focus, the box the next digit goes to.
 * One field is one Tab stop (Tab always moves on), one name for screen readers, and the browser's own typing,
 * Backspace, selection, paste and one-time-code autofill; nothing here handles keys.
 */
export function CodeInput({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  invalid,
  error,
  disabled,
}: CodeInputProps) {
  const id = useUid();
  const [focused, setFocused] = useState(false);
  const bad = !!(invalid || error);
  const input = useRef<HTMLInputElement>(null);
  // A refused code is selected where the player is, so the next digit typed starts a new code.
  useEffect(() => {
    const el = input.current;
    if (bad && el && el.ownerDocument.activeElement === el) el.select();
  }, [bad]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const digits = input.value.replace(/\D/g, '');
    // Typed or pasted after a full code (no maxLength, so the browser lets it in): a new code starts.
    const fresh =
      value.length === length && digits.length > length && digits.startsWith(value) ? digits.slice(length) : digits;
    const code = fresh.slice(0, length);
    if (code !== input.value) input.value = code;
    onChange(code);
    if (code.length === length && code !== value) onComplete?.(code);
  };
  const next = Math.min(value.length, length - 1);

  return (
    <div className={`wgt-code${bad ? ' wgt-code--invalid' : ''}`}>
      <label className="wgt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wgt-code__boxes">
        <input
          ref={input}
          id={id}
          className="wgt-code__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          value={value}
          readOnly={disabled}
          aria-invalid={bad || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={change}
          // A full code is selected on focus or click, so typing replaces it.
          onFocus={(e) => (setFocused(true), e.currentTarget.select())}
          onClick={(e) => value.length === length && e.currentTarget.select()}
          onBlur={() => setFocused(false)}
        />
        {Array.from({ length }, (_, i) => (
          <span
            key={i}
            aria-hidden="true"
            className={`wgt-code__box${focused && i === next ? ' wgt-code__box--next' : ''}`}
          >
            {value[i] ?? ''}
          </span>
        ))}
      </div>
      {error && (
        <p className="wgt-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
