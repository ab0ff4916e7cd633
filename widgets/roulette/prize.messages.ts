import type { Dictionary } from '../../shared/i18n';

/** The prize panel's strings: they come with it, on the first Open (widgets/roulette/prize.ts). */
export const roulettePrize: Dictionary = {
  ru: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваши призы',
      total: 'Монет к обмену: {{coins}}',
      swap: 'Обменять на монеты: {{coins}}',
      swapShort: 'Обменять',
      coins: { one: '{{n}} монета', few: '{{n}} монеты', many: '{{n}} монет', other: '{{n}} монеты' },
      swapped: 'Обменяно',
      swappedBalance: 'Обменяно. Монет на счёте: {{coins}}',
      yes: 'Да',
      cancel: 'Отмена',
      notSwappable: 'Не обменивается',
      spinMore: 'Крутить ещё',
      spinMoreCount: 'Крутить ещё ×{{n}}',
    },
  },
  uk: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваші призи',
      total: 'Монет до обміну: {{coins}}',
      swap: 'Обміняти на монети: {{coins}}',
      swapShort: 'Обміняти',
      coins: { one: '{{n}} монета', few: '{{n}} монети', many: '{{n}} монет', other: '{{n}} монети' },
      swapped: 'Обміняно',
      swappedBalance: 'Обміняно. Монет на рахунку: {{coins}}',
      yes: 'Так',
      cancel: 'Скасувати',
      notSwappable: 'Не обмінюється',
      spinMore: 'Крутити ще',
      spinMoreCount: 'Крутити ще ×{{n}}',
    },
  },
  en: {
    roulettePrize: {
      prizeTitle: 'Your prize',
      resultsTitle: 'Your prizes',
      total: 'Swappable for {{coins}} coins in total',
      swap: 'Swap for {{coins}} coins',
      swapShort: 'Swap',
      coins: { one: '{{n}} coin', other: '{{n}} coins' },
      swapped: 'Swapped',
      swappedBalance: 'Swapped. Balance: {{coins}} coins',
      yes: 'Yes',
      cancel: 'Cancel',
      notSwappable: 'Not swappable',
      spinMore: 'Spin more',
      spinMoreCount: 'Spin more ×{{n}}',
    },
  },
};
