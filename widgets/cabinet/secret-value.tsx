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
      {/* The eye (struck through while hidden) is drawn by cabinet.css. */}
      <button
        type="button"
        className="wgt-icon-btn wgt-secret__toggle"
        aria-label={action}
        title={action}
        onClick={() => setShown((s) => !s)}
      />
    </span>
  );
}
