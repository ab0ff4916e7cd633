import type { Dictionary } from '../../shared/i18n';

export const nav = {
  ru: { nav: { open: 'Открыть меню', close: 'Закрыть меню' } },
  uk: { nav: { open: 'Відкрити меню', close: 'Закрити меню' } },
  en: { nav: { open: 'Open the menu', close: 'Close the menu' } },
} satisfies Dictionary;
