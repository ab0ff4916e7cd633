import { useState } from 'react';
import { useServices } from '../../shared/runtime/context';

const MASK = '••••••••';

/** A value with a show/hide eye toggle; shown as plain text by default (docs/widgets/cabinet.md). */
export function SecretValue({ value, label }: { value: string; label: string }) {
  const { i18n } = useServices();
  const [shown, setShown] = useState(true);
  const action = `${i18n.t(shown ? 'cabinet.profile.hide' : 'cabinet.profile.show')}: ${label}`;
  return (
    <span className="wgt-secret">
      <span className="wgt-secret__value" data-shown={shown}>
        {shown ? (
          value
        ) : (
          <>
            <span aria-hidden="true">{MASK}</span>
            <span className="wgt-visually-hidden">{i18n.t('cabinet.profile.hidden')}</span>
          </>
        )}
      </span>
      <button
        type="button"
        className="wgt-icon-btn"
        aria-label={action}
        title={action}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
          />
          <circle cx="12" cy="12" r="3" fill="currentColor" />
          {!shown && <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
        </svg>
      </button>
    </span>
  );
}
