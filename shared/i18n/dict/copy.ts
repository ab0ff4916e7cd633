import type { Dictionary } from '../index';

export const copy: Dictionary = {
  ru: { copy: { copied: 'Скопировано' } },
  uk: { copy: { copied: 'Скопійовано' } },
  en: { copy: { copied: 'Copied' } },
};
