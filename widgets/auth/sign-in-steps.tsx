import { useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import type { Option } from '../../shared/ui/field';
import { TextField } from '../../shared/ui/field';
import { FormAlert, ServerField, StepTitle, submit, useErrorText } from './parts';
import type { SignInFlow } from './use-sign-in-flow';
import { filterLoginChars, LIMITS } from './validate';

export interface StepProps {
  flow: SignInFlow;
  servers: readonly Option[] | null;
}

export function SignInStep({ flow, servers }: StepProps) {
  const { i18n } = useServices();
  const err = useErrorText();
  const { data, errors, formError } = flow.state;
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(flow.signIn.run)}>
      <StepTitle>{i18n.t('auth.titles.signIn')}</StepTitle>
      <ServerField
        options={servers}
        value={data.server}
        onChange={(v) => flow.edit('server', v)}
        error={err(errors.server)}
      />
      <TextField
        label={i18n.t('auth.fields.identity')}
        name="identity"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={LIMITS.email}
        value={data.identity}
        onChange={(v) => flow.edit('identity', filterLoginChars(v))}
        error={err(errors.identity)}
      />
      <TextField
        label={i18n.t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={data.password}
        onChange={(v) => flow.edit('password', v)}
        error={err(errors.password)}
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
