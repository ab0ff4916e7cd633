import { useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { FormAlert, ServerField, StepTitle, submit, useErrorText } from './parts';
import type { StepProps } from './sign-in-steps';
import { filterLoginChars, LIMITS, validateForgot } from './validate';

export function ForgotStep({ flow, servers }: StepProps) {
  const { i18n } = useServices();
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const { run, pending } = flow.requestReset;
  const live = validateForgot(data);
  // docs/widgets/auth.md: the button is off while a field is empty or wrong; the e-mail's message shows once the
  // player leaves it.
  const blocked = Object.keys(live).length > 0 || Object.keys(errors).length > 0;
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(run)}>
      <StepTitle>{i18n.t('authMore.titles.forgotPass')}</StepTitle>
      <p className="wgt-auth__hint">{i18n.t('authMore.hints.forgot')}</p>
      <ServerField
        options={servers}
        value={data.server}
        onChange={(v) => flow.edit('server', v)}
        error={err(errors.server)}
      />
      <TextField
        label={i18n.t('authMore.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={LIMITS.email}
        value={data.email}
        onChange={(v) => flow.edit('email', filterLoginChars(v))}
        error={err(errors.email)}
        onBlur={() => live.email && flow.dispatch({ type: 'errors', errors: { email: live.email } })}
      />
      <FormAlert message={err(formError)} />
      <div className="wgt-auth__actions">
        <Button type="submit" busy={pending} disabled={blocked}>
          {i18n.t('authMore.actions.reset')}
        </Button>
        <Button kind="ghost" onClick={() => flow.dispatch({ type: 'back' })} disabled={pending}>
          {i18n.t('authMore.actions.back')}
        </Button>
      </div>
    </form>
  );
}

export function ConfirmStep({ flow }: StepProps) {
  const { i18n } = useServices();
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const { run, pending } = flow.checkCode;
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(run)}>
      <StepTitle>{i18n.t('authMore.titles.confirmReset')}</StepTitle>
      <p className="wgt-auth__hint">{i18n.t('authMore.hints.confirm', { email: data.email.trim().toLowerCase() })}</p>
      <TextField
        label={i18n.t('authMore.fields.resetCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={data.resetCode}
        onChange={(v) => flow.edit('resetCode', v.trim())}
        error={err(errors.resetCode)}
      />
      <FormAlert message={err(formError)} />
      <div className="wgt-auth__actions">
        <Button type="submit" busy={pending}>
          {i18n.t('authMore.actions.reset')}
        </Button>
        <Button kind="ghost" onClick={() => flow.dispatch({ type: 'back' })} disabled={pending}>
          {i18n.t('authMore.actions.back')}
        </Button>
      </div>
      <Button
        kind="link"
        className="wgt-auth__resend"
        busy={flow.resend.pending}
        onClick={() => void flow.resend.run()}
      >
        {i18n.t('authMore.actions.resend')}
      </Button>
    </form>
  );
}

export function NewPasswordStep({ flow }: StepProps) {
  const { i18n } = useServices();
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const { run, pending } = flow.changePassword;
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(run)}>
      <StepTitle>{i18n.t('authMore.titles.passwordChange')}</StepTitle>
      <TextField
        label={i18n.t('authMore.fields.newPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={data.newPassword}
        onChange={(v) => flow.edit('newPassword', v)}
        error={err(errors.newPassword)}
      />
      <TextField
        label={i18n.t('authMore.fields.confirmation')}
        name="password-confirmation"
        type="password"
        autoComplete="new-password"
        value={data.confirmation}
        onChange={(v) => flow.edit('confirmation', v)}
        error={err(errors.confirmation)}
      />
      <FormAlert message={err(formError)} />
      <div className="wgt-auth__actions">
        <Button type="submit" busy={pending}>
          {i18n.t('authMore.actions.apply')}
        </Button>
        <Button kind="ghost" onClick={() => flow.dispatch({ type: 'back' })} disabled={pending}>
          {i18n.t('authMore.actions.back')}
        </Button>
      </div>
    </form>
  );
}
