import { useState } from 'react';
import { useT } from '../../shared/runtime/context';
import { cabinet } from './messages';

const MASK = '••••••••';

/** A value as the profile shows it: the text, or, hidden, the mask with "hidden" for screen readers. */
export function Secret({ value, shown }: { value: string; shown: boolean }) {
  const { t } = useT(cabinet);
  return (
    <span className="wgt-secret__value" data-shown={shown}>
      {shown ? (
        value
      ) : (
        <>
          <span aria-hidden="true">{MASK}</span>
          <span className="wgt-visually-hidden">{t('cabinet.profile.hidden')}</span>
        </>
      )}
    </span>
  );
}

/**
 * A value with a show/hide eye toggle; shown as plain text by default (docs/widgets/cabinet.md). The
 * login's eye is the cabinet's (`shown`, `onShown`): the player's line above the tabs follows it.
 */
export function SecretValue({
  value,
  label,
  shown: controlled,
  onShown,
}: {
  value: string;
  label: string;
  shown?: boolean;
  onShown?(shown: boolean): void;
}) {
  const { t } = useT(cabinet);
  const [own, setOwn] = useState(true);
  const shown = controlled ?? own;
  const action = `${t(shown ? 'cabinet.profile.hide' : 'cabinet.profile.show')}: ${label}`;
  return (
    <span className="wgt-secret">
      <Secret value={value} shown={shown} />
      {/* The eye (struck through while hidden) is drawn by cabinet.css. */}
      <button
        type="button"
        className="wgt-icon-btn wgt-secret__toggle"
        aria-label={action}
        title={action}
        onClick={() => (onShown ?? setOwn)(!shown)}
      />
    </span>
  );
}
