import type { Dictionary } from './index';

/**
 * A won prize's words wherever a player meets it: the roulette's results and the cabinet's prize
 * inventory. One wording for one action, and counts that agree with their noun (tn: 1 монету, 2 монеты,
 * 5 монет; 1 coin, 2 coins).
 */
export const prize = {
  ru: {
    prize: {
      coins: { one: '{{n}} монета', few: '{{n}} монеты', many: '{{n}} монет', other: '{{n}} монеты' },
      swap: {
        one: 'Обменять на {{n}} монету',
        few: 'Обменять на {{n}} монеты',
        many: 'Обменять на {{n}} монет',
        other: 'Обменять на {{n}} монеты',
      },
      swapShort: 'Обменять',
      swappedBalance: {
        one: 'Обменяно. Баланс: {{n}} монета',
        few: 'Обменяно. Баланс: {{n}} монеты',
        many: 'Обменяно. Баланс: {{n}} монет',
        other: 'Обменяно. Баланс: {{n}} монеты',
      },
      yes: 'Да',
      cancel: 'Отмена',
      notSwappable: 'Не обменивается',
    },
  },
  uk: {
    prize: {
      coins: { one: '{{n}} монета', few: '{{n}} монети', many: '{{n}} монет', other: '{{n}} монети' },
      swap: {
        one: 'Обміняти на {{n}} монету',
        few: 'Обміняти на {{n}} монети',
        many: 'Обміняти на {{n}} монет',
        other: 'Обміняти на {{n}} монети',
      },
      swapShort: 'Обміняти',
      swappedBalance: {
        one: 'Обміняно. Баланс: {{n}} монета',
        few: 'Обміняно. Баланс: {{n}} монети',
        many: 'Обміняно. Баланс: {{n}} монет',
        other: 'Обміняно. Баланс: {{n}} монети',
      },
      yes: 'Так',
      cancel: 'Скасувати',
      notSwappable: 'Не обмінюється',
    },
  },
  en: {
    prize: {
      coins: { one: '{{n}} coin', other: '{{n}} coins' },
      swap: { one: 'Swap for {{n}} coin', other: 'Swap for {{n}} coins' },
      swapShort: 'Swap',
      swappedBalance: { one: 'Swapped. Balance: {{n}} coin', other: 'Swapped. Balance: {{n}} coins' },
      yes: 'Yes',
      cancel: 'Cancel',
      notSwappable: 'Not swappable',
    },
  },
} satisfies Dictionary;
