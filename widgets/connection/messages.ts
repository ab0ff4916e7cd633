import type { Dictionary } from '../../shared/i18n';

export const connection = {
  ru: { connection: { online: 'Соединение восстановлено', offline: 'Нет подключения к интернету' } },
  uk: { connection: { online: 'З’єднання відновлено', offline: 'Немає підключення до інтернету' } },
  en: { connection: { online: 'You are back online', offline: 'No internet connection' } },
} satisfies Dictionary;
