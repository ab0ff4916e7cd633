import type { Dictionary } from './index';

/**
 * A won prize's words wherever a player meets it: the roulette's results and the cabinet's prize
 * inventory. One wording for one action, and counts that agree with their noun (tn: 1 монету, 2 монеты,
 * 5 монет; 1 coin, 2 coins). A stack of equal prizes: its price is each one's ("по 400 монет"); "Обменять 1"
 * swaps one of it, "Обменять все 3 за 1 200 монет" all of it; a button's accessible name ends with the item.
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
      each: {
        one: 'по {{n}} монете',
        few: 'по {{n}} монеты',
        many: 'по {{n}} монет',
        other: 'по {{n}} монеты',
      },
      swapOneShort: 'Обменять 1',
      swapOne: {
        one: 'Обменять 1 за {{n}} монету',
        few: 'Обменять 1 за {{n}} монеты',
        many: 'Обменять 1 за {{n}} монет',
        other: 'Обменять 1 за {{n}} монеты',
      },
      swapEvery: {
        one: 'Обменять все {{count}} за {{n}} монету',
        few: 'Обменять все {{count}} за {{n}} монеты',
        many: 'Обменять все {{count}} за {{n}} монет',
        other: 'Обменять все {{count}} за {{n}} монеты',
      },
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
      each: {
        one: 'по {{n}} монеті',
        few: 'по {{n}} монети',
        many: 'по {{n}} монет',
        other: 'по {{n}} монети',
      },
      swapOneShort: 'Обміняти 1',
      swapOne: {
        one: 'Обміняти 1 за {{n}} монету',
        few: 'Обміняти 1 за {{n}} монети',
        many: 'Обміняти 1 за {{n}} монет',
        other: 'Обміняти 1 за {{n}} монети',
      },
      swapEvery: {
        one: 'Обміняти всі {{count}} за {{n}} монету',
        few: 'Обміняти всі {{count}} за {{n}} монети',
        many: 'Обміняти всі {{count}} за {{n}} монет',
        other: 'Обміняти всі {{count}} за {{n}} монети',
      },
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
      each: { one: '{{n}} coin each', other: '{{n}} coins each' },
      swapOneShort: 'Swap 1',
      swapOne: { one: 'Swap 1 for {{n}} coin', other: 'Swap 1 for {{n}} coins' },
      swapEvery: { one: 'Swap all {{count}} for {{n}} coin', other: 'Swap all {{count}} for {{n}} coins' },
      swappedBalance: { one: 'Swapped. Balance: {{n}} coin', other: 'Swapped. Balance: {{n}} coins' },
      yes: 'Yes',
      cancel: 'Cancel',
      notSwappable: 'Not swappable',
    },
  },
} satisfies Dictionary;
