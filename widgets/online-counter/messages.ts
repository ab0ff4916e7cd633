import type { Dictionary } from '../../shared/i18n';

export const onlineCounter = {
  ru: {
    onlineCounter: {
      loading: 'Загрузка числа игроков',
      unavailable: 'Нет данных',
      stale: 'данные могут быть устаревшими',
    },
  },
  uk: {
    onlineCounter: {
      loading: 'Завантаження кількості гравців',
      unavailable: 'Немає даних',
      stale: 'дані можуть бути застарілими',
    },
  },
  en: {
    onlineCounter: {
      loading: 'Loading the number of players',
      unavailable: 'No data',
      stale: 'the figure may be out of date',
    },
  },
} satisfies Dictionary;
