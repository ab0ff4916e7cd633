import { useState } from 'react';
import { useServices } from '../../shared/runtime/context';
import { keep } from '../../shared/ui/field';
import { useUid } from '../../shared/ui/use-uid';
import { clampQty, QTY_MAX, QTY_MIN, typedQty } from './quantity';

/** A 1–200 quantity: − and + buttons around a digits-only input (docs/widgets/donate.md, goods quantity). */
export function Stepper({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const { i18n } = useServices();
  const id = useUid();
  const [text, setText] = useState<string | null>(null);
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
        aria-label={i18n.t('donate.less')}
        aria-controls={id}
        disabled={value <= QTY_MIN}
        onClick={() => set(value - 1)}
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
        aria-label={i18n.t('donate.more')}
        aria-controls={id}
        disabled={value >= QTY_MAX}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
