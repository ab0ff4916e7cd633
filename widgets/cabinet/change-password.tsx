import { useState, type FormEvent } from 'react';
import { accountEndpoints } from '../../shared/api/endpoints/account';
import type { MessageKey } from '../../shared/i18n';
import { isApiError, troubleText } from '../../shared/api/errors';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useAction } from '../../shared/ui/use-action';
import { FormAlert } from '../../shared/ui/form-alert';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import {
  canSave,
  EMPTY_FORM,
  validatePassword,
  type PasswordError,
  type PasswordField,
  type PasswordForm,
} from './password';
import { cabinetSettings } from './settings.messages';

type Errors = Partial<Record<PasswordField, PasswordError | 'oldInvalid'>>;
type Key = MessageKey<typeof cabinetSettings>;
const FIELDS: [PasswordField, Key, string][] = [
  ['old_password', 'settings.old', 'current-password'],
  ['password', 'settings.password', 'new-password'],
  ['password_confirmation', 'settings.confirmation', 'new-password'],
];
const ERROR_TEXT = {
  oldRequired: 'settings.errors.oldRequired',
  passwordRule: 'settings.errors.passwordRule',
  confRequired: 'settings.errors.confRequired',
  match: 'settings.errors.match',
  oldInvalid: 'settings.errors.oldInvalid',
} as const satisfies Record<PasswordError | 'oldInvalid', Key>;

/**
 * Change password (docs/widgets/cabinet.md). Save stays disabled while a field is empty or the confirmation differs;
 * a field's rule is checked when the player leaves it and again on save; typing clears that field's error.
 */
export function ChangePassword() {
  const { notify, i18n } = useServices();
  const { t } = useT(cabinetSettings);
  const endpoints = useEndpoints(accountEndpoints);
  const [form, setForm] = useState<PasswordForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const invalid = useInvalidFocus();
  const refuse = (found: Errors) => {
    setErrors(found);
    invalid.failed();
  };

  const [save, { pending }] = useAction(async () => {
    const found = validatePassword(form);
    if (Object.keys(found).length) return refuse(found);
    setFormError('');
    try {
      await endpoints.changePassword(form);
    } catch (error) {
      const trouble = troubleText(i18n, error);
      if (trouble) return setFormError(trouble);
      // Only a refusal of what was sent (400, 422) means the old password is wrong (docs/widgets/cabinet.md).
      const status = isApiError(error) ? error.status : 0;
      if (status === 400 || status === 422) return refuse({ old_password: 'oldInvalid' });
      return setFormError(t(status === 429 ? 'settings.errors.tooMany' : 'settings.errors.refused'));
    }
    setForm(EMPTY_FORM);
    setErrors({});
    notify.success(t('settings.updated'));
  });

  const blur = (field: PasswordField) => {
    const error = validatePassword(form)[field];
    if (error) setErrors((e) => ({ ...e, [field]: error }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSave(form)) void save();
  };

  return (
    <form ref={invalid.ref} className="wgt-form" onSubmit={submit} noValidate>
      {FIELDS.map(([field, label, autoComplete]) => (
        <TextField
          key={field}
          type="password"
          label={t(label)}
          autoComplete={autoComplete}
          value={form[field]}
          error={errors[field] && t(ERROR_TEXT[errors[field]])}
          onBlur={() => blur(field)}
          announce
          onChange={(value) => {
            setForm((f) => ({ ...f, [field]: value }));
            setErrors((e) => ({ ...e, [field]: undefined }));
          }}
        />
      ))}
      <Button type="submit" busy={pending} disabled={!canSave(form)}>
        {t('settings.save')}
      </Button>
      <FormAlert text={formError} />
    </form>
  );
}
