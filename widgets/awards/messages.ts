import type { Dictionary } from '../../shared/i18n';

export const awards = {
  ru: { awards: { more: 'Показать все награды', less: 'Свернуть награды' } },
  uk: { awards: { more: 'Показати всі нагороди', less: 'Згорнути нагороди' } },
  en: { awards: { more: 'Show all awards', less: 'Show fewer awards' } },
} satisfies Dictionary;
