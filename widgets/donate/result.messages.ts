import type { Dictionary } from '../../shared/i18n';

/** The payment result pages' strings (result.tsx: /donate/success and /donate/fail). */
export const donateResult = {
  ru: {
    donateResult: {
      success: 'Оплата прошла успешно',
      receipt: 'Чек отправлен на вашу почту.',
      date: 'Дата покупки',
      sum: 'Сумма',
      system: 'Платёжная система',
      fail: 'Ошибка оплаты',
      failText: 'Платёж не прошёл. Вернитесь и попробуйте ещё раз.',
      retry: 'Вернуться и повторить',
      order: 'Номер заказа',
      bonus: 'Бонус',
      cabinet: 'В личный кабинет',
      failHint: 'Можно попробовать ещё раз или выбрать другой способ оплаты.',
      failOrder: 'Этот заказ не оплачен. Проверьте его и попробуйте ещё раз или выберите другой способ оплаты.',
      support: 'Написать в поддержку',
    },
  },
  uk: {
    donateResult: {
      success: 'Оплата пройшла успішно',
      receipt: 'Чек надіслано на вашу пошту.',
      date: 'Дата покупки',
      sum: 'Сума',
      system: 'Платіжна система',
      fail: 'Помилка оплати',
      failText: 'Платіж не пройшов. Поверніться та спробуйте ще раз.',
      retry: 'Повернутися та повторити',
      order: 'Номер замовлення',
      bonus: 'Бонус',
      cabinet: 'До особистого кабінету',
      failHint: 'Можна спробувати ще раз або обрати інший спосіб оплати.',
      failOrder: 'Це замовлення не оплачено. Перевірте його та спробуйте ще раз або оберіть інший спосіб оплати.',
      support: 'Написати в підтримку',
    },
  },
  en: {
    donateResult: {
      success: 'Payment successful',
      receipt: 'A receipt has been sent to your e-mail.',
      date: 'Purchase date',
      sum: 'Sum',
      system: 'Payment system',
      fail: 'Payment error',
      failText: 'The payment did not go through. Go back and try again.',
      retry: 'Go back and retry',
      order: 'Order number',
      bonus: 'Bonus',
      cabinet: 'Go to my cabinet',
      failHint: 'You can try again or choose another payment method.',
      failOrder: 'Nothing was paid for this order. Check it and try again, or choose another payment method.',
      support: 'Contact support',
    },
  },
} satisfies Dictionary;
