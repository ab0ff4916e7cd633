import type { Dictionary } from '../i18n';

/** Strings of shared/ui/infinite-list.tsx; widgets using it list this dictionary in their messages. */
export const infiniteList = {
  ru: {
    infiniteList: {
      loading: 'Загрузка…',
      more: 'Показать ещё',
      complete: 'Больше ничего нет!',
      error: 'Упс, что-то пошло не так!',
    },
  },
  uk: {
    infiniteList: {
      loading: 'Завантаження…',
      more: 'Показати ще',
      complete: 'Більше нічого немає!',
      error: 'Йой, щось пішло не так!',
    },
  },
  en: {
    infiniteList: {
      loading: 'Loading…',
      more: 'Load more',
      complete: 'No more results!',
      error: 'Oops, something went wrong!',
    },
  },
} satisfies Dictionary;
