import type { Dictionary } from '../../shared/i18n';

/** The verification page's strings (verification.tsx), with the receipt rows the fail page repeats (receipt.tsx). */
export const donateVerify = {
  ru: {
    donateVerify: {
      title: 'Проверка данных',
      account: 'Аккаунт',
      server: 'Сервер',
      product: 'Товар',
      quantity: 'Количество',
      amount: 'Сумма покупки',
      bonus: 'Бонус',
      total: 'Итого к оплате',
      terms: 'Я принимаю',
      termsLink: 'пользовательское соглашение',
      continue: 'Продолжить',
      empty: 'Корзина пуста.',
      changed: 'Корзина изменилась. Проверьте заказ и подтвердите его ещё раз.',
      termsRequired: 'Необходимо принять пользовательское соглашение',
    },
  },
  uk: {
    donateVerify: {
      title: 'Перевірка даних',
      account: 'Акаунт',
      server: 'Сервер',
      product: 'Товар',
      quantity: 'Кількість',
      amount: 'Сума покупки',
      bonus: 'Бонус',
      total: 'Разом до сплати',
      terms: 'Я приймаю',
      termsLink: 'угоду користувача',
      continue: 'Продовжити',
      empty: 'Кошик порожній.',
      changed: 'Кошик змінився. Перевірте замовлення та підтвердьте його ще раз.',
      termsRequired: 'Необхідно прийняти угоду користувача',
    },
  },
  en: {
    donateVerify: {
      title: 'Data verification',
      account: 'Account',
      server: 'Server',
      product: 'Product',
      quantity: 'Quantity',
      amount: 'Purchase amount',
      bonus: 'Bonus',
      total: 'Total to pay',
      terms: 'I accept the',
      termsLink: 'terms of service',
      continue: 'Continue',
      empty: 'Your cart is empty.',
      changed: 'Your cart has changed. Check the order and confirm it again.',
      termsRequired: 'You must accept the terms of service',
    },
  },
} satisfies Dictionary;
