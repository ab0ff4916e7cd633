import type { Dictionary } from '../../shared/i18n';

export const copy: Dictionary = {
  ru: { copy: { copied: 'Скопировано' } },
  uk: { copy: { copied: 'Скопійовано' } },
  en: { copy: { copied: 'Copied' } },
};
