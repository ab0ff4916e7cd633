import type { Dictionary } from '../../shared/i18n';

/** The prize panel's strings: they come with it, on the first Open (widgets/roulette/prize.ts). */
export const roulettePrize: Dictionary = {
  ru: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваши призы',
      total: 'Можно обменять на {{coins}} монет',
      swap: 'Обменять на {{coins}} монет',
      swapped: 'Обменян',
      notSwappable: 'Не обменивается',
      spinMore: 'Крутить ещё',
    },
  },
  uk: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваші призи',
      total: 'Можна обміняти на {{coins}} монет',
      swap: 'Обміняти на {{coins}} монет',
      swapped: 'Обміняно',
      notSwappable: 'Не обмінюється',
      spinMore: 'Крутити ще',
    },
  },
  en: {
    roulettePrize: {
      prizeTitle: 'Your prize',
      resultsTitle: 'Your prizes',
      total: 'Swappable for {{coins}} coins in total',
      swap: 'Swap for {{coins}} coins',
      swapped: 'Swapped',
      notSwappable: 'Not swappable',
      spinMore: 'Spin more',
    },
  },
};
