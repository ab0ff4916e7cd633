import type { Dictionary } from '../../shared/i18n';

/** The donate area: shop tabs, One Coins form, goods, cases, verification and payment result (SPEC §2, §5, §8). */
export const donate: Dictionary = {
  ru: {
    donate: {
      title: 'Донат', tabs: 'Товары', comingSoon: 'Скоро', loadFailed: 'Не удалось загрузить магазин.', empty: 'Здесь пока ничего нет.',
      server: 'Сервер', email: 'E-mail', amount: 'Количество OC', slider: 'Количество OC, ползунок', limits: 'От {{min}} до {{max}} OC',
      tiers: 'Бонусы', tierBonus: 'бонус +{{percent}}%', noBonus: 'без бонуса', youPay: 'К оплате', youGet: 'Вы получите', bonus: 'Бонус',
      methods: 'Способ оплаты', buy: 'Купить', coins: { one: '{{n}} монета', few: '{{n}} монеты', many: '{{n}} монет', other: '{{n}} монеты' },
      caseCount: { one: '{{n}} кейс', few: '{{n}} кейса', many: '{{n}} кейсов', other: '{{n}} кейса' },
      qty: 'Количество', less: 'Меньше', more: 'Больше',
      errors: {
        server: 'Необходимо выбрать сервер', emailEmpty: 'Поле e-mail не должно быть пустым', emailInvalid: 'Введён неверный e-mail',
        captcha: 'Капча не пройдена', payment: 'При оплате произошла ошибка, перезагрузите страницу и попробуйте снова',
        terms: 'Необходимо принять пользовательское соглашение', notEnoughCoins: 'Недостаточно монет на счёте',
        insufficient: 'Ошибка! Вы пытаетесь купить больше, чем есть в продаже. Осталось:', signIn: 'Войдите, чтобы покупать за монеты.',
      },
      verify: {
        crumbs: 'Навигация', title: 'Проверка данных', account: 'Аккаунт', server: 'Сервер', product: 'Товар', quantity: 'Количество',
        amount: 'Сумма покупки', discount: 'Скидка', total: 'Итого к оплате', terms: 'Я принимаю', termsLink: 'пользовательское соглашение',
        continue: 'Продолжить', empty: 'Корзина пуста.', back: 'Вернуться в магазин',
      },
      result: {
        success: 'Оплата прошла успешно', receipt: 'Чек отправлен на вашу почту.', date: 'Дата покупки', sum: 'Сумма', system: 'Платёжная система',
        fail: 'Ошибка оплаты', failText: 'Платёж не прошёл. Вернитесь и попробуйте ещё раз.', retry: 'Вернуться и повторить', back: 'Вернуться в магазин',
      },
      coin: { title: 'Покупка за монеты', buyFor: 'Купить за {{total}}', done: 'Покупка совершена', balance: 'На счёте: {{coins}}', signIn: 'Войти' },
      cases: { title: 'Кейсы', left: 'Осталось: {{n}}', buy: 'Купить', empty: 'Пустая ячейка', contents: 'Содержимое кейса', withCoins: 'За монеты', notFound: 'Кейс не найден.' },
    },
  },
  uk: {
    donate: {
      title: 'Донат', tabs: 'Товари', comingSoon: 'Незабаром', loadFailed: 'Не вдалося завантажити магазин.', empty: 'Тут поки нічого немає.',
      server: 'Сервер', email: 'E-mail', amount: 'Кількість OC', slider: 'Кількість OC, повзунок', limits: 'Від {{min}} до {{max}} OC',
      tiers: 'Бонуси', tierBonus: 'бонус +{{percent}}%', noBonus: 'без бонусу', youPay: 'До сплати', youGet: 'Ви отримаєте', bonus: 'Бонус',
      methods: 'Спосіб оплати', buy: 'Купити', coins: { one: '{{n}} монета', few: '{{n}} монети', many: '{{n}} монет', other: '{{n}} монети' },
      caseCount: { one: '{{n}} кейс', few: '{{n}} кейси', many: '{{n}} кейсів', other: '{{n}} кейса' },
      qty: 'Кількість', less: 'Менше', more: 'Більше',
      errors: {
        server: 'Необхідно вибрати сервер', emailEmpty: 'Поле e-mail не повинно бути порожнім', emailInvalid: 'Введено невірний e-mail',
        captcha: 'Капчу не пройдено', payment: 'Під час оплати сталася помилка, перезавантажте сторінку та спробуйте знову',
        terms: 'Необхідно прийняти угоду користувача', notEnoughCoins: 'Недостатньо монет на рахунку',
        insufficient: 'Помилка! Ви намагаєтеся купити більше, ніж є в продажу. Залишилось:', signIn: 'Увійдіть, щоб купувати за монети.',
      },
      verify: {
        crumbs: 'Навігація', title: 'Перевірка даних', account: 'Акаунт', server: 'Сервер', product: 'Товар', quantity: 'Кількість',
        amount: 'Сума покупки', discount: 'Знижка', total: 'Разом до сплати', terms: 'Я приймаю', termsLink: 'угоду користувача',
        continue: 'Продовжити', empty: 'Кошик порожній.', back: 'Повернутися до магазину',
      },
      result: {
        success: 'Оплата пройшла успішно', receipt: 'Чек надіслано на вашу пошту.', date: 'Дата покупки', sum: 'Сума', system: 'Платіжна система',
        fail: 'Помилка оплати', failText: 'Платіж не пройшов. Поверніться та спробуйте ще раз.', retry: 'Повернутися та повторити', back: 'Повернутися до магазину',
      },
      coin: { title: 'Покупка за монети', buyFor: 'Купити за {{total}}', done: 'Покупку здійснено', balance: 'На рахунку: {{coins}}', signIn: 'Увійти' },
      cases: { title: 'Кейси', left: 'Залишилось: {{n}}', buy: 'Купити', empty: 'Порожня комірка', contents: 'Вміст кейса', withCoins: 'За монети', notFound: 'Кейс не знайдено.' },
    },
  },
  en: {
    donate: {
      title: 'Donate', tabs: 'Products', comingSoon: 'Coming soon', loadFailed: 'The shop failed to load.', empty: 'Nothing here yet.',
      server: 'Server', email: 'E-mail', amount: 'Amount of OC', slider: 'Amount of OC, slider', limits: 'From {{min}} to {{max}} OC',
      tiers: 'Bonuses', tierBonus: '+{{percent}}% bonus', noBonus: 'no bonus', youPay: 'You pay', youGet: 'You get', bonus: 'Bonus',
      methods: 'Payment method', buy: 'Buy', coins: { one: '{{n}} coin', other: '{{n}} coins' },
      caseCount: { one: '{{n}} case', other: '{{n}} cases' },
      qty: 'Quantity', less: 'Fewer', more: 'More',
      errors: {
        server: 'A server must be selected', emailEmpty: 'Email field must not be empty', emailInvalid: 'Invalid email entered',
        captcha: 'Captcha not valid', payment: 'An error occurred during payment, please reload the page and try again',
        terms: 'You must accept the terms of service', notEnoughCoins: 'Not enough coins in account',
        insufficient: 'Error! You are trying to buy more items than are available for sale. Available items remaining:', signIn: 'Sign in to buy with coins.',
      },
      verify: {
        crumbs: 'Breadcrumbs', title: 'Data verification', account: 'Account', server: 'Server', product: 'Product', quantity: 'Quantity',
        amount: 'Purchase amount', discount: 'Discount', total: 'Total to pay', terms: 'I accept the', termsLink: 'terms of service',
        continue: 'Continue', empty: 'Your cart is empty.', back: 'Back to the store',
      },
      result: {
        success: 'Payment successful', receipt: 'A receipt has been sent to your e-mail.', date: 'Purchase date', sum: 'Sum', system: 'Payment system',
        fail: 'Payment error', failText: 'The payment did not go through. Go back and try again.', retry: 'Go back and retry', back: 'Back to the store',
      },
      coin: { title: 'Buy with coins', buyFor: 'Buy for {{total}}', done: 'Purchase complete', balance: 'Balance: {{coins}}', signIn: 'Sign in' },
      cases: { title: 'Cases', left: 'Left: {{n}}', buy: 'Buy', empty: 'Empty slot', contents: 'Case contents', withCoins: 'With coins', notFound: 'Case not found.' },
    },
  },
};
