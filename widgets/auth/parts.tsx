import type { FormEvent, ReactNode } from 'react';
import { useServices } from '../../shared/runtime/context';
import { SelectField, type Option } from '../../shared/ui/field';

/** Translates an error key of validate.ts / flow.ts (`auth.errors.*`); no key, no message. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { i18n } = useServices();
  return (key) => (key ? i18n.t(`auth.errors.${key}`) : undefined);
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
