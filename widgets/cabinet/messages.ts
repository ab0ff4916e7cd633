import type { Dictionary } from '../../shared/i18n';

/** Cabinet shell (tabs, banner, verification bar) and the profile tab. */
export const cabinet: Dictionary = {
  ru: {
    cabinet: {
      tabs: { label: 'Разделы кабинета', profile: 'Профиль', inventory: 'Инвентарь', 'ref-system': 'Реферальная система', settings: 'Настройки' },
      loadError: 'Не удалось загрузить данные профиля.',
      tabError: 'Не удалось загрузить раздел.',
      banner: { title: 'Кейсы с призами', text: 'Открывайте кейсы и забирайте машины, дома и монеты.', button: 'К кейсам' },
      verify: {
        text: 'Ваш e-mail не подтверждён. Подтвердите его, иначе аккаунт будет удалён через 14 дней.',
        button: 'Подтвердить e-mail',
        cooldown: { one: 'Повторно через {{n}} минуту', few: 'Повторно через {{n}} минуты', many: 'Повторно через {{n}} минут', other: 'Повторно через {{n}} минуты' },
        sent: 'Письмо для подтверждения отправлено',
      },
      profile: {
        heading: 'Профиль',
        email: 'E-mail', login: 'Логин', show: 'Показать', hide: 'Скрыть', hidden: 'скрыто',
        registered: 'Дата регистрации', balance: 'Баланс', topUp: 'Пополнить', server: 'Сервер',
        status: 'Статус', noStatus: 'Нет статуса', mediaPartner: 'Медиапартнёр', yes: 'Да', no: 'Нет',
        ownPromo: 'Личный промокод', inviterPromo: 'Промокод пригласившего', save: 'Сохранить',
        copy: 'Копировать', copied: 'Скопировано',
        promoEmpty: 'Введите промокод', promoOwn: 'Нельзя указать собственный промокод', promoError: 'Введён неверный промокод', promoSaved: 'Промокод сохранён',
        unconfirmed: 'E-mail не подтверждён. Неподтверждённый аккаунт удаляется через 14 дней.',
        coins: 'монет',
      },
    },
  },
  uk: {
    cabinet: {
      tabs: { label: 'Розділи кабінету', profile: 'Профіль', inventory: 'Інвентар', 'ref-system': 'Реферальна система', settings: 'Налаштування' },
      loadError: 'Не вдалося завантажити дані профілю.',
      tabError: 'Не вдалося завантажити розділ.',
      banner: { title: 'Кейси з призами', text: 'Відкривайте кейси та забирайте машини, будинки й монети.', button: 'До кейсів' },
      verify: {
        text: 'Ваш e-mail не підтверджено. Підтвердіть його, інакше акаунт буде видалено через 14 днів.',
        button: 'Підтвердити e-mail',
        cooldown: { one: 'Повторно через {{n}} хвилину', few: 'Повторно через {{n}} хвилини', many: 'Повторно через {{n}} хвилин', other: 'Повторно через {{n}} хвилини' },
        sent: 'Лист для підтвердження надіслано',
      },
      profile: {
        heading: 'Профіль',
        email: 'E-mail', login: 'Логін', show: 'Показати', hide: 'Приховати', hidden: 'приховано',
        registered: 'Дата реєстрації', balance: 'Баланс', topUp: 'Поповнити', server: 'Сервер',
        status: 'Статус', noStatus: 'Немає статусу', mediaPartner: 'Медіапартнер', yes: 'Так', no: 'Ні',
        ownPromo: 'Особистий промокод', inviterPromo: 'Промокод запрошувача', save: 'Зберегти',
        copy: 'Копіювати', copied: 'Скопійовано',
        promoEmpty: 'Введіть промокод', promoOwn: 'Не можна вказати власний промокод', promoError: 'Введено невірний промокод', promoSaved: 'Промокод збережено',
        unconfirmed: 'E-mail не підтверджено. Непідтверджений акаунт видаляється через 14 днів.',
        coins: 'монет',
      },
    },
  },
  en: {
    cabinet: {
      tabs: { label: 'Cabinet sections', profile: 'Profile', inventory: 'Inventory', 'ref-system': 'Referral system', settings: 'Settings' },
      loadError: 'Could not load your profile.',
      tabError: 'Could not load this section.',
      banner: { title: 'Cases with prizes', text: 'Open cases and win cars, houses and coins.', button: 'Go to cases' },
      verify: {
        text: 'Your e-mail is not confirmed. Confirm it, or the account will be deleted after 14 days.',
        button: 'Confirm e-mail',
        cooldown: { one: 'Again in {{n}} minute', other: 'Again in {{n}} minutes' },
        sent: 'Verification e-mail sent',
      },
      profile: {
        heading: 'Profile',
        email: 'E-mail', login: 'Login', show: 'Show', hide: 'Hide', hidden: 'hidden',
        registered: 'Registration date', balance: 'Balance', topUp: 'Top up', server: 'Server',
        status: 'Status', noStatus: 'No status', mediaPartner: 'Media partner', yes: 'Yes', no: 'No',
        ownPromo: 'Personal promo code', inviterPromo: 'Inviter promo code', save: 'Save',
        copy: 'Copy', copied: 'Copied',
        promoEmpty: 'Enter a promo code', promoOwn: 'You cannot use your own promo code', promoError: 'Invalid promo code entered', promoSaved: 'Promo code saved',
        unconfirmed: 'E-mail not confirmed. Unconfirmed accounts are deleted after 14 days.',
        coins: 'coins',
      },
    },
  },
};
