import type { Dictionary } from '../../shared/i18n';

/** The prize panel's strings: they come with it, on the first Open (widgets/roulette/prize.ts). */
export const roulettePrize: Dictionary = {
  ru: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваши призы',
      total: 'Монет к обмену: {{coins}}',
      swapped: 'Обменяно',
      spinMoreCount: 'Крутить ещё ×{{n}}',
    },
  },
  uk: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваші призи',
      total: 'Монет до обміну: {{coins}}',
      swapped: 'Обміняно',
      spinMoreCount: 'Крутити ще ×{{n}}',
    },
  },
  en: {
    roulettePrize: {
      prizeTitle: 'Your prize',
      resultsTitle: 'Your prizes',
      total: 'Coins to swap: {{coins}}',
      swapped: 'Swapped',
      spinMoreCount: 'Spin more ×{{n}}',
    },
  },
};
