/** Change-password rules (docs/widgets/cabinet.md): old required, new passes the rule (≥ 8), confirmation equal. */
export const PASSWORD_MIN = 8;

export interface PasswordForm {
  old_password: string;
  password: string;
  password_confirmation: string;
}
export type PasswordField = keyof PasswordForm;
/** Message keys under cabinet.settings.errors. */
export type PasswordError = 'oldRequired' | 'passwordRule' | 'confRequired' | 'match';

export const EMPTY_FORM: PasswordForm = { old_password: '', password: '', password_confirmation: '' };

export function validatePassword(form: PasswordForm): Partial<Record<PasswordField, PasswordError>> {
  const errors: Partial<Record<PasswordField, PasswordError>> = {};
  if (!form.old_password) errors.old_password = 'oldRequired';
  if (form.password.length < PASSWORD_MIN) errors.password = 'passwordRule';
  if (!form.password_confirmation) errors.password_confirmation = 'confRequired';
  else if (form.password_confirmation !== form.password) errors.password_confirmation = 'match';
  return errors;
}

/** Save is disabled while a field is empty or the confirmation differs. */
export const canSave = (form: PasswordForm): boolean =>
  !!form.old_password &&
  !!form.password &&
  !!form.password_confirmation &&
  form.password === form.password_confirmation;
