import type { Dictionary } from '../../shared/i18n';

export const nav: Dictionary = {
  ru: { nav: { open: 'Открыть меню', close: 'Закрыть меню' } },
  uk: { nav: { open: 'Відкрити меню', close: 'Закрити меню' } },
  en: { nav: { open: 'Open the menu', close: 'Close the menu' } },
};
