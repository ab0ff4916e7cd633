import { useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { useResend } from './use-resend';

/** The unverified-e-mail warning with its resend button (disabled during the cooldown). */
export function VerifyBar() {
  const { i18n } = useServices();
  const { minutes, send, pending } = useResend();
  return (
    <div className="wgt-verify-bar">
      <p className="wgt-verify-bar__text">{i18n.t('cabinet.verify.text')}</p>
      <Button
        kind="secondary"
        className="wgt-verify-bar__button"
        busy={pending}
        disabled={minutes > 0}
        onClick={() => void send()}
      >
        {minutes > 0 ? i18n.tn('cabinet.verify.cooldown', minutes) : i18n.t('cabinet.verify.button')}
      </Button>
    </div>
  );
}
