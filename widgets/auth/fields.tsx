import { useState, type FormEvent, type ReactNode } from 'react';
import { TROUBLE_TEXT, type Trouble } from '../../shared/api/errors';
import type { MessageKey } from '../../shared/i18n';
import type { common } from '../../shared/i18n/common.messages';
import type { DefaultLocale } from '../../shared/i18n/locales';
import { useT } from '../../shared/runtime/context';
import { SelectField, TextField, type Option, type TextFieldProps } from '../../shared/ui/field';
import { filterLoginChars } from './validate';
import { auth } from './messages';

/** The words for each error of validate.ts / flow.ts (`auth.errors.*`) and for each trouble (`common.trouble.*`). */
const ERROR_TEXT = {
  serverRequired: 'auth.errors.serverRequired',
  identityRequired: 'auth.errors.identityRequired',
  identityInvalid: 'auth.errors.identityInvalid',
  passwordRequired: 'auth.errors.passwordRequired',
  emailEmpty: 'auth.errors.emailEmpty',
  emailInvalid: 'auth.errors.emailInvalid',
  emailTooLong: 'auth.errors.emailTooLong',
  loginRequired: 'auth.errors.loginRequired',
  loginInvalid: 'auth.errors.loginInvalid',
  loginTooLong: 'auth.errors.loginTooLong',
  passwordRule: 'auth.errors.passwordRule',
  confirmationRequired: 'auth.errors.confirmationRequired',
  passwordMatch: 'auth.errors.passwordMatch',
  promoInvalid: 'auth.errors.promoInvalid',
  promoTooLong: 'auth.errors.promoTooLong',
  confirmationCode: 'auth.errors.confirmationCode',
  newPasswordFailed: 'auth.errors.newPasswordFailed',
  credentials: 'auth.errors.credentials',
  twoFaCode: 'auth.errors.twoFaCode',
  emailExists: 'auth.errors.emailExists',
  loginExists: 'auth.errors.loginExists',
  promoRejected: 'auth.errors.promoRejected',
  generic: 'auth.errors.generic',
  ...TROUBLE_TEXT,
} as const satisfies Record<
  keyof (typeof auth)[DefaultLocale]['auth']['errors'] | Trouble,
  MessageKey<typeof auth | typeof common>
>;

/** An error the auth forms can show: a key of ERROR_TEXT. */
export type AuthError = keyof typeof ERROR_TEXT;

/** Translates an error of validate.ts / flow.ts or a trouble; no error, no message. */
export function useErrorText(): (key: AuthError | undefined) => string | undefined {
  const { t } = useT(auth);
  return (key) => (key ? t(ERROR_TEXT[key]) : undefined);
}

export interface ServerFieldProps {
  /** null while the list loads. */
  options: readonly Option[] | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function ServerField({ options, value, onChange, error }: ServerFieldProps) {
  const { t } = useT(auth);
  return (
    <SelectField
      name="server"
      label={t('auth.fields.server')}
      value={value}
      options={options ?? []}
      onChange={onChange}
      error={error}
      disabled={!options}
      placeholder={t(options ? 'auth.fields.serverPlaceholder' : 'auth.fields.serversLoading')}
    />
  );
}

/**
 * A login or e-mail: no capitals or spell check, and only the characters a login may hold (validate.ts). A refused
 * character (Cyrillic, a space) is never dropped without a word: the hint says so, in a live region, until the
 * next keystroke that is kept whole.
 */
export function LoginField({ onChange, hint, ...field }: TextFieldProps) {
  const { t } = useT(auth);
  const [refused, setRefused] = useState(false);
  const said = refused ? t('auth.hints.refused') : hint;
  return (
    <TextField
      autoCapitalize="off"
      spellCheck={false}
      {...field}
      hint={said && <span role="status">{said}</span>}
      filter={(raw) => {
        const kept = filterLoginChars(raw);
        setRefused(kept !== raw);
        return kept;
      }}
      onChange={onChange}
    />
  );
}

/** A field's value, its message and its edit (what a form hands each of its fields). */
export interface FieldState {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Hands each field of a form its FieldState: its value, its message (translated) and its edit. */
export function useFields<K extends string>(
  data: Record<K, string>,
  errors: Partial<Record<K, AuthError>>,
  edit: (field: K, value: string) => void,
): (field: K) => FieldState {
  const err = useErrorText();
  return (field) => ({ value: data[field], error: err(errors[field]), onChange: (v) => edit(field, v) });
}

/** The step's title; takes focus when the player moves to the step, so keyboard and reader users land on it. */
export function StepTitle({ children }: { children: ReactNode }) {
  return (
    <h2 className="wgt-auth__title" tabIndex={-1} data-step-focus="">
      {children}
    </h2>
  );
}

/** A form's submit handler: no page navigation, the action runs (its own guard drops repeats). */
export const submit = (run: () => unknown) => (e: FormEvent) => {
  e.preventDefault();
  void run();
};
