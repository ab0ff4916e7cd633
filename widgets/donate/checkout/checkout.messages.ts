import type { Dictionary } from '../../../shared/i18n';

/**
 * Strings the shop's on-demand parts share (docs/widgets/donate.md): prices and counts, the coin purchase
 * (goods tab and case page), and purchase errors. Each part brings its own beside its code:
 * cases.messages.ts (cases tab, case page), verification.messages.ts, result.messages.ts.
 */
export const checkout = {
  ru: {
    checkout: {
      caseCount: { one: '{{n}} кейс', few: '{{n}} кейса', many: '{{n}} кейсов', other: '{{n}} кейса' },
      qty: 'Количество',
      unavailable: 'Недоступно',
      showMore: 'Показать ещё',
      back: 'Вернуться в магазин',
      coin: {
        title: 'Покупка за монеты',
        buyFor: 'Купить за {{total}}',
        done: 'Покупка совершена',
        balance: 'На счёте: {{coins}}',
        signIn: 'Войти',
      },
      errors: {
        notEnoughCoins: 'Недостаточно монет на счёте',
        unsure:
          'Не удалось узнать, прошла ли покупка. Обновите страницу и проверьте баланс, прежде чем покупать снова.',
        insufficient: 'Ошибка! Вы пытаетесь купить больше, чем есть в продаже. Осталось:',
        signIn: 'Войдите, чтобы покупать за монеты.',
      },
    },
  },
  uk: {
    checkout: {
      caseCount: { one: '{{n}} кейс', few: '{{n}} кейси', many: '{{n}} кейсів', other: '{{n}} кейса' },
      qty: 'Кількість',
      unavailable: 'Недоступно',
      showMore: 'Показати ще',
      back: 'Повернутися до магазину',
      coin: {
        title: 'Покупка за монети',
        buyFor: 'Купити за {{total}}',
        done: 'Покупку здійснено',
        balance: 'На рахунку: {{coins}}',
        signIn: 'Увійти',
      },
      errors: {
        notEnoughCoins: 'Недостатньо монет на рахунку',
        unsure:
          'Не вдалося дізнатися, чи відбулася покупка. Оновіть сторінку й перевірте баланс, перш ніж купувати знову.',
        insufficient: 'Помилка! Ви намагаєтеся купити більше, ніж є в продажу. Залишилось:',
        signIn: 'Увійдіть, щоб купувати за монети.',
      },
    },
  },
  en: {
    checkout: {
      caseCount: { one: '{{n}} case', other: '{{n}} cases' },
      qty: 'Quantity',
      unavailable: 'Unavailable',
      showMore: 'Show more',
      back: 'Back to the store',
      coin: {
        title: 'Buy with coins',
        buyFor: 'Buy for {{total}}',
        done: 'Purchase complete',
        balance: 'Balance: {{coins}}',
        signIn: 'Sign in',
      },
      errors: {
        notEnoughCoins: 'Not enough coins in account',
        unsure:
          'Could not tell whether the purchase went through. Reload the page and check your balance before buying again.',
        insufficient: 'Error! You are trying to buy more items than are available for sale. Available items remaining:',
        signIn: 'Sign in to buy with coins.',
      },
    },
  },
} satisfies Dictionary;
