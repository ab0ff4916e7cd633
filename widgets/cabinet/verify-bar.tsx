import { useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useResend } from './use-resend';
import { cabinet } from './messages';

/** The unverified-e-mail warning with its resend button (disabled during the cooldown). */
export function VerifyBar() {
  const { t, tn } = useT(cabinet);
  const { minutes, send, pending } = useResend();
  return (
    <div className="wgt-verify-bar">
      <p className="wgt-verify-bar__text">{t('cabinet.verify.text')}</p>
      <Button
        kind="secondary"
        className="wgt-verify-bar__button"
        busy={pending}
        disabled={minutes > 0}
        onClick={() => void send()}
      >
        {minutes > 0 ? tn('cabinet.verify.cooldown', minutes) : t('cabinet.verify.button')}
      </Button>
    </div>
  );
}
