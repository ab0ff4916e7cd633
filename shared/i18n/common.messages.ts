import type { Dictionary } from './index';

/**
 * Strings the runtime and shared UI show: notification headings, the failed-widget fallback, the words for a failed
 * call the player can only retry (shared/api/errors.ts) and a long wait's note (shared/ui/wait-note.tsx).
 */
export const common: Dictionary = {
  ru: {
    common: {
      error: 'Ошибка',
      success: 'Успешно',
      close: 'Закрыть',
      loading: 'Загрузка…',
      widgetFailed: 'Этот блок не загрузился. Обновите страницу.',
      retry: 'Повторить',
      slow: 'Сервер отвечает дольше обычного…',
      trouble: {
        offline: 'Нет подключения к интернету. Проверьте сеть и попробуйте ещё раз.',
        unreachable: 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.',
        timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз через минуту.',
        server: 'Сбой на сервере. Попробуйте ещё раз через несколько минут.',
      },
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
      slow: 'Сервер відповідає довше, ніж зазвичай…',
      trouble: {
        offline: 'Немає підключення до інтернету. Перевірте мережу й спробуйте ще раз.',
        unreachable: 'Не вдалося звʼязатися із сервером. Перевірте підключення й спробуйте ще раз.',
        timeout: 'Сервер не відповів вчасно. Спробуйте ще раз за хвилину.',
        server: 'Збій на сервері. Спробуйте ще раз за кілька хвилин.',
      },
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
      slow: 'The server is taking longer than usual…',
      trouble: {
        offline: 'No internet connection. Check your network and try again.',
        unreachable: 'Could not reach the server. Check your connection and try again.',
        timeout: 'The server did not answer in time. Try again in a minute.',
        server: 'The server failed. Try again in a few minutes.',
      },
    },
  },
};
