import { useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { CodeInput } from '../../shared/ui/code-input';
import { FormAlert } from '../../shared/ui/form-alert';
import type { TabProps } from './tab-props';
import { TwoFaSetup } from './two-fa-setup';
import { useTwoFaSecret } from './use-two-fa-secret';
import { CODE_LENGTH, useTwoFaSwitch } from './use-two-fa-switch';
import { cabinetSettings } from './settings.messages';

/**
 * Two-factor authentication (docs/widgets/cabinet.md). Off: setup steps with the QR code and secret, a code, Activate.
 * On: a code and Deactivate (which asks for a fresh secret at once). Either success shows its message
 * and switches the state 1 s later; a failure marks the code invalid.
 */
export function TwoFactor({ user, onUser }: Pick<TabProps, 'user' | 'onUser'>) {
  const { t } = useT(cabinetSettings);
  const enabled = !!user.isTwoFaEnabled;
  const secret = useTwoFaSecret(enabled);
  const s = useTwoFaSwitch(enabled, secret, onUser);

  const form = (
    <form ref={s.formRef} className="wgt-form wgt-twofa__form" onSubmit={s.onSubmit} noValidate>
      <CodeInput
        label={t('settings.twoFa.code')}
        value={s.code}
        invalid={s.invalid}
        error={s.invalid ? t('settings.twoFa.invalid') : undefined}
        disabled={s.switching}
        onChange={s.onCode}
      />
      <Button
        type="submit"
        busy={s.pending}
        disabled={s.code.length < CODE_LENGTH || s.switching || (!enabled && secret.state.status !== 'ready')}
      >
        {t(enabled ? 'settings.twoFa.deactivate' : 'settings.twoFa.activate')}
      </Button>
      <FormAlert text={s.formError} />
    </form>
  );

  if (enabled) {
    return (
      <div ref={s.view} className="wgt-twofa" data-state="enabled">
        <div>
          <h2 className="wgt-twofa__status">{t('settings.twoFa.enabledText')}</h2>
          <p className="wgt-twofa__hint">{t('settings.twoFa.offHint')}</p>
        </div>
        {form}
      </div>
    );
  }
  return (
    <div className="wgt-twofa" data-state="disabled">
      <TwoFaSetup {...secret} />
      {form}
    </div>
  );
}
