import { useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import type { Option } from '../../shared/ui/field';
import { TextField } from '../../shared/ui/field';
import { FormAlert } from '../../shared/ui/form-alert';
import { LoginField, ServerField, StepTitle, submit, useErrorText, useFields } from './fields';
import type { SignInFlow } from './use-sign-in-flow';
import { LIMITS } from './validate';
import { auth } from './messages';

export interface StepProps {
  flow: SignInFlow;
  servers: readonly Option[] | null;
}

export function SignInStep({ flow, servers }: StepProps) {
  const { t } = useT(auth);
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const field = useFields(data, errors, flow.edit);
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(flow.signIn.run)}>
      <StepTitle>{t('auth.titles.signIn')}</StepTitle>
      <ServerField options={servers} {...field('server')} />
      <LoginField
        label={t('auth.fields.identity')}
        name="identity"
        autoComplete="username"
        maxLength={LIMITS.email}
        {...field('identity')}
      />
      <TextField
        label={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <FormAlert text={err(formError)} />
      <div className="wgt-auth__actions">
        <Button type="submit" busy={flow.signIn.pending}>
          {t('auth.actions.signIn')}
        </Button>
        <Button kind="link" onClick={() => flow.dispatch({ type: 'forgot' })} disabled={flow.signIn.pending}>
          {t('auth.actions.forgot')}
        </Button>
      </div>
    </form>
  );
}
