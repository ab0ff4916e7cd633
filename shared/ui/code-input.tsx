import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useUid } from './use-uid';

export interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once the last box is filled (six characters in). */
  onComplete?: (value: string) => void;
  length?: number;
  invalid?: boolean;
  error?: string;
  disabled?: boolean;
}

const clean = (text: string) => text.replace(/\D/g, '');

/**
 * An authenticator code as single-character boxes: typing advances, Backspace on an empty box goes
 * back, a pasted code fills every box. The boxes form one labelled group. `onComplete` fires when the
 * boxes become full, and again whenever a whole new code has been typed or pasted over a full one
 * (after a failed attempt), but not for a single corrected digit.
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
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  // Focus moves after the new value is rendered, so the box it lands on already knows the value.
  const focusNext = useRef<number | null>(null);
  // Boxes typed or pasted into since the code was last complete: all of them means a new code.
  const touched = useRef(new Set<number>());
  useLayoutEffect(() => {
    if (focusNext.current === null) return;
    const at = focusNext.current;
    focusNext.current = null;
    focus(at);
  });

  const commit = (next: string, focusAt: number) => {
    const code = next.slice(0, length);
    focusNext.current = focusAt;
    onChange(code);
    if (code.length === length && (value.length !== length || touched.current.size >= length)) {
      touched.current.clear();
      onComplete?.(code);
    }
  };

  const typed = (i: number, raw: string) => {
    const digits = clean(raw);
    if (!digits) return;
    const chars = value.padEnd(length, ' ').split('');
    digits.split('').forEach((d, k) => {
      if (i + k >= length) return;
      chars[i + k] = d;
      touched.current.add(i + k);
    });
    commit(chars.join('').trimEnd(), i + digits.length);
  };

  const keyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const at = value[i] ? i : i - 1;
      if (at >= 0) commit(value.slice(0, at), at);
    } else if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // A digit replaces this box's character even when it is the same one, and moves on.
      e.preventDefault();
      typed(i, e.key);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const pasted = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = clean(e.clipboardData.getData('text')).slice(0, length);
    if (!digits) return;
    for (let k = 0; k < length; k++) touched.current.add(k);
    commit(digits, digits.length);
  };

  return (
    <div className={`wgt-code${invalid || error ? ' wgt-code--invalid' : ''}`}>
      <span className="wgt-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div
        className="wgt-code__boxes"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {Array.from({ length }, (_, i) => (
          <input
            key={i}
            ref={(el) => void (boxes.current[i] = el)}
            className="wgt-code__box"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={`${i + 1} / ${length}`}
            aria-invalid={invalid || error ? true : undefined}
            disabled={disabled}
            value={value[i] ?? ''}
            onChange={(e) => typed(i, e.currentTarget.value.replace(value[i] ?? '', ''))}
            onKeyDown={(e) => keyDown(i, e)}
            onPaste={pasted}
            // Boxes fill in order: focusing past the first empty one lands on it.
            onFocus={(e) => (i > value.length ? focus(value.length) : e.currentTarget.select())}
          />
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
