import type { Dictionary } from '../../shared/i18n';

export const copy = {
  ru: { copy: { copied: 'Скопировано' } },
  uk: { copy: { copied: 'Скопійовано' } },
  en: { copy: { copied: 'Copied' } },
} satisfies Dictionary;
