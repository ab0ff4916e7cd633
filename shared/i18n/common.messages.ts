import type { Dictionary } from './index';

/** Strings the runtime itself shows: notification headings and the failed-widget fallback. */
export const common: Dictionary = {
  ru: {
    common: {
      error: 'Ошибка',
      success: 'Успешно',
      close: 'Закрыть',
      loading: 'Загрузка…',
      widgetFailed: 'Этот блок не загрузился. Обновите страницу.',
      retry: 'Повторить',
      noConnection: 'Нет связи с сервером. Попробуйте ещё раз.',
    },
  },
  uk: {
    common: {
      error: 'Помилка',
      success: 'Успішно',
      close: 'Закрити',
      loading: 'Завантаження…',
      widgetFailed: 'Цей блок не завантажився. Оновіть сторінку.',
      retry: 'Повторити',
      noConnection: 'Немає звʼязку із сервером. Спробуйте ще раз.',
    },
  },
  en: {
    common: {
      error: 'Error',
      success: 'Success',
      close: 'Close',
      loading: 'Loading…',
      widgetFailed: 'This block failed to load. Please reload the page.',
      retry: 'Retry',
      noConnection: 'Could not reach the server. Please try again.',
    },
  },
};
