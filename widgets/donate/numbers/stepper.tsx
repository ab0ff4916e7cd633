import { useState } from 'react';
import { useT } from '../../../shared/runtime/context';
import { donate } from '../messages';
import { keep } from '../../../shared/ui/field';
import { useHeldDisabled } from '../../../shared/ui/use-held-disabled';
import { useUid } from '../../../shared/ui/use-uid';
import { clampQty, QTY_MAX, QTY_MIN, typedQty } from './quantity';

/** A 1–200 quantity: − and + buttons around a digits-only input (docs/widgets/donate.md, goods quantity). */
export function Stepper({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const { t } = useT(donate);
  const id = useUid();
  const [text, setText] = useState<string | null>(null);
  // At 1 or 200 the button that got there stays focused (aria-disabled) until the focus moves on.
  const less = useHeldDisabled(value <= QTY_MIN);
  const more = useHeldDisabled(value >= QTY_MAX);
  const set = (n: number) => {
    setText(null);
    onChange(clampQty(n));
  };
  return (
    <div className="wgt-stepper">
      <label className="wgt-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <button
        type="button"
        className="wgt-stepper__btn"
        aria-label={t('donate.less')}
        aria-controls={id}
        disabled={value <= QTY_MIN && !less.held}
        aria-disabled={less.held || undefined}
        onFocus={less.onFocus}
        onBlur={less.onBlur}
        onClick={() => value > QTY_MIN && set(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        className="wgt-stepper__input"
        inputMode="numeric"
        value={text ?? String(value)}
        onChange={(e) => {
          const typed = keep(e.currentTarget, typedQty);
          setText(typed);
          if (typed !== '') onChange(clampQty(Number(typed)));
        }}
        onBlur={() => set(value)}
      />
      <button
        type="button"
        className="wgt-stepper__btn"
        aria-label={t('donate.more')}
        aria-controls={id}
        disabled={value >= QTY_MAX && !more.held}
        aria-disabled={more.held || undefined}
        onFocus={more.onFocus}
        onBlur={more.onBlur}
        onClick={() => value < QTY_MAX && set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
