import { useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { LoginField, type FieldState } from './fields';
import { LIMITS } from './validate';
import { authMore } from './more.messages';

// The fields and buttons only the later forms use (the sign-up tab, the reset steps, the two-factor step):
// a module of the part those forms are (later-forms.ts), so the first sign-in form's file does not carry them.

/** The account's e-mail (sign-up and the reset's first step). */
export function EmailField(props: FieldState & { onBlur?: () => void; announce?: boolean }) {
  const { t } = useT(authMore);
  const label = t('authMore.fields.email');
  return (
    <LoginField label={label} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} {...props} />
  );
}

/** A new password and its confirmation (sign-up and the reset's last step). */
export function NewPasswordFields(props: {
  label: string;
  name: string;
  password: FieldState;
  confirmation: FieldState;
}) {
  const { t } = useT(authMore);
  const { label, name, password, confirmation } = props;
  return (
    <>
      <TextField label={label} name={name} type="password" autoComplete="new-password" {...password} />
      <TextField
        label={t('authMore.fields.confirmation')}
        name="password-confirmation"
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}

/** A later step's buttons: its submit, and Back (off while the step's request runs). */
export function StepActions(props: { label: string; busy: boolean; disabled?: boolean; onBack: () => void }) {
  const { t } = useT(authMore);
  return (
    <div className="wgt-auth__actions">
      <Button type="submit" busy={props.busy} disabled={props.disabled}>
        {props.label}
      </Button>
      <Button kind="ghost" onClick={props.onBack} disabled={props.busy}>
        {t('authMore.actions.back')}
      </Button>
    </div>
  );
}
