/** The prize panel's strings: they come with it, on the first Open (widgets/roulette/prize.ts). */
export const roulettePrize = {
  ru: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваши призы',
      best: 'Лучший дроп',
      total: 'Монет к обмену: {{coins}}',
      swapped: 'Обменяно',
      spinMoreCount: 'Крутить ещё ×{{n}}',
      swapAll: {
        one: 'Обменять всё за {{n}} монету',
        few: 'Обменять всё за {{n}} монеты',
        many: 'Обменять всё за {{n}} монет',
        other: 'Обменять всё за {{n}} монеты',
      },
      swappedAll: {
        one: 'Всё обменяно. Баланс: {{n}} монета',
        few: 'Всё обменяно. Баланс: {{n}} монеты',
        many: 'Всё обменяно. Баланс: {{n}} монет',
        other: 'Всё обменяно. Баланс: {{n}} монеты',
      },
    },
  },
  uk: {
    roulettePrize: {
      prizeTitle: 'Ваш приз',
      resultsTitle: 'Ваші призи',
      best: 'Найкращий дроп',
      total: 'Монет до обміну: {{coins}}',
      swapped: 'Обміняно',
      spinMoreCount: 'Крутити ще ×{{n}}',
      swapAll: {
        one: 'Обміняти все за {{n}} монету',
        few: 'Обміняти все за {{n}} монети',
        many: 'Обміняти все за {{n}} монет',
        other: 'Обміняти все за {{n}} монети',
      },
      swappedAll: {
        one: 'Усе обміняно. Баланс: {{n}} монета',
        few: 'Усе обміняно. Баланс: {{n}} монети',
        many: 'Усе обміняно. Баланс: {{n}} монет',
        other: 'Усе обміняно. Баланс: {{n}} монети',
      },
    },
  },
  en: {
    roulettePrize: {
      prizeTitle: 'Your prize',
      resultsTitle: 'Your prizes',
      best: 'Best drop',
      total: 'Coins to swap: {{coins}}',
      swapped: 'Swapped',
      spinMoreCount: 'Spin more ×{{n}}',
      swapAll: { one: 'Swap all for {{n}} coin', other: 'Swap all for {{n}} coins' },
      swappedAll: { one: 'All swapped. Balance: {{n}} coin', other: 'All swapped. Balance: {{n}} coins' },
    },
  },
};
