import type { Dictionary } from './index';

/**
 * Strings the runtime and shared UI show: notification headings, the failed-widget fallback, the words for a failed
 * call the player can only retry (shared/api/errors.ts) and a long wait's note (shared/ui/wait-note.tsx).
 */
export const common = {
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
        offline: 'Нет интернета. Проверьте сеть и попробуйте ещё раз.',
        noAnswer: 'Сервер не ответил. Попробуйте ещё раз через минуту.',
        server: 'Ошибка сервера. Попробуйте через несколько минут.',
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
        offline: 'Немає інтернету. Перевірте мережу й спробуйте ще раз.',
        noAnswer: 'Сервер не відповів. Спробуйте ще раз за хвилину.',
        server: 'Помилка сервера. Спробуйте за кілька хвилин.',
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
        noAnswer: 'The server did not answer. Try again in a minute.',
        server: 'Server error. Try again in a few minutes.',
      },
    },
  },
} satisfies Dictionary;
