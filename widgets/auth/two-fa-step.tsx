import { useT } from '../../shared/runtime/context';
import { CodeInput } from '../../shared/ui/code-input';
import { FormAlert } from '../../shared/ui/form-alert';
import { StepTitle, submit, useErrorText } from './fields';
import { StepActions } from './later-fields';
import type { StepProps } from './sign-in-steps';
import { LIMITS } from './validate';
import { authMore } from './more.messages';

/** The two-factor code, after a sign-in the server answered with "code needed". */
export function TwoFaStep({ flow }: StepProps) {
  const { t } = useT(authMore);
  const err = useErrorText();
  const { data, codeInvalid, formError } = flow.state;
  const { run, pending } = flow.confirmCode;
  return (
    <form className="wgt-auth__form" noValidate onSubmit={submit(() => run(data.code))}>
      <StepTitle>{t('authMore.titles.signInTwoFa')}</StepTitle>
      <p className="wgt-auth__hint">{t('authMore.hints.twoFa')}</p>
      {/* Not read-only while checking: useAction drops repeats. */}
      <CodeInput
        label={t('authMore.fields.twoFaCode')}
        value={data.code}
        onChange={(v) => flow.edit('code', v)}
        onComplete={(code) => void run(code)}
        invalid={codeInvalid}
        error={codeInvalid ? err('twoFaCode') : undefined}
      />
      <FormAlert text={err(formError)} />
      {/* Off until six digits, and after a refusal until the code is edited: the same code cannot pass, and each
          try counts against the rate limit (docs/widgets/auth.md). */}
      <StepActions
        label={t('authMore.actions.confirm')}
        busy={pending}
        disabled={data.code.length < LIMITS.code || codeInvalid}
        onBack={() => flow.dispatch({ type: 'back' })}
      />
    </form>
  );
}
