import type { Dictionary } from '../../shared/i18n';

export const banner: Dictionary = {
  ru: {
    banner: {
      label: 'Акция',
      close: 'Закрыть акцию',
      endsIn: 'До конца акции',
      days: 'дн',
      hours: 'ч',
      minutes: 'мин',
      seconds: 'сек',
      left: {
        one: 'Остался {{n}} кейс',
        few: 'Осталось {{n}} кейса',
        many: 'Осталось {{n}} кейсов',
        other: 'Осталось {{n}} кейса',
      },
      previous: 'Предыдущая акция',
      next: 'Следующая акция',
      position: '{{n}} из {{total}}',
    },
  },
  uk: {
    banner: {
      label: 'Акція',
      close: 'Закрити акцію',
      endsIn: 'До кінця акції',
      days: 'дн',
      hours: 'год',
      minutes: 'хв',
      seconds: 'с',
      left: {
        one: 'Залишився {{n}} кейс',
        few: 'Залишилося {{n}} кейси',
        many: 'Залишилося {{n}} кейсів',
        other: 'Залишилося {{n}} кейсу',
      },
      previous: 'Попередня акція',
      next: 'Наступна акція',
      position: '{{n}} з {{total}}',
    },
  },
  en: {
    banner: {
      label: 'Promotion',
      close: 'Close the promotion',
      endsIn: 'Ends in',
      days: 'd',
      hours: 'h',
      minutes: 'm',
      seconds: 's',
      left: { one: '{{n}} case left', other: '{{n}} cases left' },
      previous: 'Previous promotion',
      next: 'Next promotion',
      position: '{{n}} of {{total}}',
    },
  },
};
