import type { Dictionary } from '../i18n';

/** What screen readers hear after a failed submit (shared/ui/focus-invalid.ts). */
export const focusInvalid = {
  ru: {
    form: {
      fix: {
        one: 'Исправьте {{n}} поле',
        few: 'Исправьте {{n}} поля',
        many: 'Исправьте {{n}} полей',
        other: 'Исправьте {{n}} поля',
      },
    },
  },
  uk: {
    form: {
      fix: {
        one: 'Виправте {{n}} поле',
        few: 'Виправте {{n}} поля',
        many: 'Виправте {{n}} полів',
        other: 'Виправте {{n}} поля',
      },
    },
  },
  en: { form: { fix: { one: '{{n}} field needs fixing', other: '{{n}} fields need fixing' } } },
} satisfies Dictionary;
