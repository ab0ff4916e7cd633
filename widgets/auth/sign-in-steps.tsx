import { useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import type { Option } from '../../shared/ui/field';
import { TextField } from '../../shared/ui/field';
import { FormAlert, LoginField, ServerField, StepTitle, submit, useErrorText, useFields } from './parts';
import type { SignInFlow } from './use-sign-in-flow';
import { LIMITS } from './validate';

export interface StepProps {
  flow: SignInFlow;
  servers: readonly Option[] | null;
}

export function SignInStep({ flow, servers }: StepProps) {
  const { i18n } = useServices();
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  const field = useFields(data, errors, flow.edit);
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(flow.signIn.run)}>
      <StepTitle>{i18n.t('auth.titles.signIn')}</StepTitle>
      <ServerField options={servers} {...field('server')} />
      <LoginField
        label={i18n.t('auth.fields.identity')}
        name="identity"
        autoComplete="username"
        maxLength={LIMITS.email}
        {...field('identity')}
      />
      <TextField
        label={i18n.t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <FormAlert message={err(formError)} />
      <div className="wgt-auth__actions">
        <Button type="submit" busy={flow.signIn.pending}>
          {i18n.t('auth.actions.signIn')}
        </Button>
        <Button kind="link" onClick={() => flow.dispatch({ type: 'forgot' })} disabled={flow.signIn.pending}>
          {i18n.t('auth.actions.forgot')}
        </Button>
      </div>
    </form>
  );
}
