import { common } from '../../shared/i18n/common.messages';
import { useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { followOnPlainClick } from '../../shared/ui/plain-click';
import { isUnknown, openFailureText } from './failure';
import { roulette } from './messages';

/** A failed open's panel: what failed, and Retry (after Check inventory when the result is unknown). */
export function OpenFailed({ error, onClose, onRetry }: { error: unknown; onClose: () => void; onRetry: () => void }) {
  const { i18n, nav } = useServices();
  const { t } = useT(roulette, common);
  const unknown = isUnknown(error);
  return (
    <div className="wgt-roulette__failed">
      <p className="wgt-roulette__failed-text" role="status">
        {openFailureText(i18n, t, error)}
      </p>
      {/* The result unknown: checking the inventory comes first, not a second open. */}
      {unknown && (
        <a
          className="wgt-btn wgt-btn--primary"
          href={`${nav.localePath('/cabinet')}#inventory`}
          onClick={followOnPlainClick(onClose)}
        >
          <span className="wgt-btn__label">{t('roulette.checkInventory')}</span>
        </a>
      )}
      <Button kind={unknown ? 'secondary' : 'primary'} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
