import { enums, object, pattern, size, string, type Struct } from 'superstruct';
import { SelectField, TextField } from './field';
import { TextAreaField } from './text-area-field';

type Control =
  | { kind: 'text'; maxLength: number; type?: 'email'; autoComplete?: string }
  | { kind: 'area'; maxLength: number }
  | { kind: 'select'; options: readonly { value: string; label: string }[] };

/**
 * One field of a form, declared once: the struct its value must pass (the request's, so the widget, the
 * fixture route and the API contract check by it), how it is edited, a value it takes and (for the tests) one it
 * refuses. Make one with textField, emailField, areaField or choiceField.
 */
export interface FormField {
  struct: Struct<string, unknown>;
  control: Control;
  sample: string;
  wrong?: string;
}
/** A form's fields, in the order it shows them. */
export type FormFields = Record<string, FormField>;

/** The request's struct, field by field. */
export const requestOf = <F extends FormFields>(fields: F) =>
  object(
    Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.struct])) as { [K in keyof F]: F[K]['struct'] },
  );
/** The form's values before the player types: every field empty. */
export const emptyOf = <F extends FormFields>(fields: F) =>
  Object.fromEntries(Object.keys(fields).map((k) => [k, ''])) as Record<keyof F, string>;
/** A request every field takes: what the tests and the contract send. */
export const samplesOf = <F extends FormFields>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.sample])) as Record<keyof F, string>;

/** Too short by one: a value the tests expect refused. */
const short = (min: number) => (min > 1 ? 'x'.repeat(min - 1) : undefined);

/** A one-line field of `min` to `max` characters, all of them matching `match` when given. */
export const textField = (o: { min: number; max: number; match?: RegExp; sample: string }): FormField => ({
  struct: o.match ? pattern(size(string(), o.min, o.max), o.match) : size(string(), o.min, o.max),
  control: { kind: 'text', maxLength: o.max },
  sample: o.sample,
  wrong: short(o.min),
});

export const emailField = (o: { sample: string }): FormField => ({
  struct: pattern(size(string(), 3, 254), /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  control: { kind: 'text', type: 'email', autoComplete: 'email', maxLength: 254 },
  sample: o.sample,
  wrong: 'name@',
});

/** A multi-line field of `min` to `max` characters, with its counter. */
export const areaField = (o: { min: number; max: number; sample: string }): FormField => ({
  struct: size(string(), o.min, o.max),
  control: { kind: 'area', maxLength: o.max },
  sample: o.sample,
  wrong: short(o.min),
});

/** One of `options` (value: the text shown, as it is: a server's or a product's name). */
export const choiceField = (o: { options: Record<string, string>; sample: string }): FormField => ({
  struct: enums<string, string[]>(Object.keys(o.options)),
  control: { kind: 'select', options: Object.entries(o.options).map(([value, label]) => ({ value, label })) },
  sample: o.sample,
});

export interface DeclaredFieldProps {
  field: FormField;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The control a field was declared with. */
export function DeclaredField({ field: { control }, ...props }: DeclaredFieldProps) {
  if (control.kind === 'area') return <TextAreaField {...props} maxLength={control.maxLength} />;
  if (control.kind === 'select') return <SelectField {...props} options={control.options} placeholder="—" />;
  return <TextField {...props} type={control.type} autoComplete={control.autoComplete} maxLength={control.maxLength} />;
}
