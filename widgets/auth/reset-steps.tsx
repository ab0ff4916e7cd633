import { useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { FormAlert } from '../../shared/ui/form-alert';
import { ServerField, StepTitle, submit, useErrorText, useFields } from './fields';
import { EmailField, NewPasswordFields, StepActions } from './later-fields';
import type { StepProps } from './sign-in-steps';
import { validateForgot } from './validate';
import { authMore } from './more.messages';

export function ForgotStep({ flow, servers }: StepProps) {
  const { t } = useT(authMore);
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const { run, pending } = flow.requestReset;
  const field = useFields(data, errors, flow.edit);
  const live = validateForgot(data);
  // docs/widgets/auth.md: the button is off while a field is empty or wrong; the e-mail's message shows once the
  // player leaves it.
  const blocked = Object.keys(live).length > 0 || Object.keys(errors).length > 0;
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(run)}>
      <StepTitle>{t('authMore.titles.forgotPass')}</StepTitle>
      <p className="wgt-auth__hint">{t('authMore.hints.forgot')}</p>
      <ServerField options={servers} {...field('server')} />
      <EmailField
        {...field('email')}
        announce
        onBlur={() => live.email && flow.dispatch({ type: 'errors', errors: { email: live.email } })}
      />
      <FormAlert text={err(formError)} />
      <StepActions
        label={t('authMore.actions.reset')}
        busy={pending}
        disabled={blocked}
        onBack={() => flow.dispatch({ type: 'back' })}
      />
    </form>
  );
}

export function ConfirmStep({ flow }: StepProps) {
  const { t } = useT(authMore);
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const { run, pending } = flow.checkCode;
  const field = useFields(data, errors, flow.edit);
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(run)}>
      <StepTitle>{t('authMore.titles.confirmReset')}</StepTitle>
      <p className="wgt-auth__hint">{t('authMore.hints.confirm', { email: data.email.trim().toLowerCase() })}</p>
      <TextField
        label={t('authMore.fields.resetCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        {...field('resetCode')}
        onChange={(v) => flow.edit('resetCode', v.trim())}
      />
      <FormAlert text={err(formError)} />
      <StepActions label={t('authMore.actions.reset')} busy={pending} onBack={() => flow.dispatch({ type: 'back' })} />
      <Button
        kind="link"
        className="wgt-auth__resend"
        busy={flow.resend.pending}
        onClick={() => void flow.resend.run()}
      >
        {t('authMore.actions.resend')}
      </Button>
    </form>
  );
}

export function NewPasswordStep({ flow }: StepProps) {
  const { t } = useT(authMore);
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const { run, pending } = flow.changePassword;
  const field = useFields(data, errors, flow.edit);
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(run)}>
      <StepTitle>{t('authMore.titles.passwordChange')}</StepTitle>
      <NewPasswordFields
        label={t('authMore.fields.newPassword')}
        name="new-password"
        password={field('newPassword')}
        confirmation={field('confirmation')}
      />
      <FormAlert text={err(formError)} />
      <StepActions label={t('authMore.actions.apply')} busy={pending} onBack={() => flow.dispatch({ type: 'back' })} />
    </form>
  );
}
