/** Forms of a counted word; ru/uk use one/few/many, en one/other. `other` is the fallback (and fractions). */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

export const isPluralForms = (value: unknown): value is PluralForms =>
  typeof value === 'object' && value !== null && 'one' in value && 'other' in value;
