import { useState, type FormEvent, type ReactNode } from 'react';
import { isTrouble } from '../../shared/api/errors';
import { useServices } from '../../shared/runtime/context';
import { SelectField, TextField, type Option, type TextFieldProps } from '../../shared/ui/field';
import { filterLoginChars } from './validate';

/** Translates an error key of validate.ts / flow.ts (`auth.errors.*`, or a trouble's `common.trouble.*`); no key, no message. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { i18n } = useServices();
  return (key) => (isTrouble(key) ? i18n.t(`common.trouble.${key}`) : key ? i18n.t(`auth.errors.${key}`) : undefined);
}

export interface ServerFieldProps {
  /** null while the list loads. */
  options: readonly Option[] | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function ServerField({ options, value, onChange, error }: ServerFieldProps) {
  const { i18n } = useServices();
  return (
    <SelectField
      name="server"
      label={i18n.t('auth.fields.server')}
      value={value}
      options={options ?? []}
      onChange={onChange}
      error={error}
      disabled={!options}
      placeholder={i18n.t(options ? 'auth.fields.serverPlaceholder' : 'auth.fields.serversLoading')}
    />
  );
}

/**
 * A login or e-mail: no capitals or spell check, and only the characters a login may hold (validate.ts). A refused
 * character (Cyrillic, a space) is never dropped without a word: the hint says so, in a live region, until the
 * next keystroke that is kept whole.
 */
export function LoginField({ onChange, hint, ...field }: TextFieldProps) {
  const { i18n } = useServices();
  const [refused, setRefused] = useState(false);
  const said = refused ? i18n.t('auth.hints.refused') : hint;
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
  errors: Partial<Record<K, string>>,
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

/** A message about the whole form (wrong credentials, no connection). */
export function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p className="wgt-auth__alert" role="alert">
      {message}
    </p>
  ) : null;
}

/** A form's submit handler: no page navigation, the action runs (its own guard drops repeats). */
export const submit = (run: () => unknown) => (e: FormEvent) => {
  e.preventDefault();
  void run();
};
