import type { Dictionary } from '../../shared/i18n';

/** Cabinet referral tab. */
export const cabinetReferral: Dictionary = {
  ru: {
    referral: {
      promo: 'Ваш промокод', copy: 'Копировать', copied: 'Скопировано', total: 'Всего приглашено',
      tipLabel: 'Что такое активный реферал', tip: 'Активный реферал — приглашённый игрок, который выполнил условия программы.', conditions: 'Условия',
      tabs: { label: 'Реферальная система', players: 'Игроки', donat: 'Донат', paid: 'Платная' },
      active: 'Активные рефералы', awards: 'Получено наград', perPerson: 'Награда за приглашённого', earned: 'Заработано игровой валюты',
      milestones: 'Награды за приглашения', reached: 'Получено {{reached}} из {{all}}',
      needed: { one: '{{n}} реферал', few: '{{n}} реферала', many: '{{n}} рефералов', other: '{{n}} реферала' },
      current: 'Текущий статус', cashback: 'Кэшбэк {{percent}}%', next: 'До статуса «{{name}}»: {{count}} из {{target}}', top: 'У вас максимальный статус',
      statuses: 'Все статусы', range: 'от {{from}}', rangeTo: 'от {{from}} до {{to}}', loadError: 'Не удалось загрузить данные реферальной системы.',
    },
  },
  uk: {
    referral: {
      promo: 'Ваш промокод', copy: 'Копіювати', copied: 'Скопійовано', total: 'Всього запрошено',
      tipLabel: 'Що таке активний реферал', tip: 'Активний реферал — запрошений гравець, який виконав умови програми.', conditions: 'Умови',
      tabs: { label: 'Реферальна система', players: 'Гравці', donat: 'Донат', paid: 'Платна' },
      active: 'Активні реферали', awards: 'Отримано нагород', perPerson: 'Нагорода за запрошеного', earned: 'Зароблено ігрової валюти',
      milestones: 'Нагороди за запрошення', reached: 'Отримано {{reached}} з {{all}}',
      needed: { one: '{{n}} реферал', few: '{{n}} реферали', many: '{{n}} рефералів', other: '{{n}} реферала' },
      current: 'Поточний статус', cashback: 'Кешбек {{percent}}%', next: 'До статусу «{{name}}»: {{count}} з {{target}}', top: 'У вас максимальний статус',
      statuses: 'Усі статуси', range: 'від {{from}}', rangeTo: 'від {{from}} до {{to}}', loadError: 'Не вдалося завантажити дані реферальної системи.',
    },
  },
  en: {
    referral: {
      promo: 'Your promo code', copy: 'Copy', copied: 'Copied', total: 'Total invited',
      tipLabel: 'What is an active referral', tip: 'An active referral is an invited player who has met the programme conditions.', conditions: 'Conditions',
      tabs: { label: 'Referral system', players: 'Players', donat: 'Donat', paid: 'Paid' },
      active: 'Active referrals', awards: 'Awards received', perPerson: 'Reward per invited person', earned: 'Game currency earned',
      milestones: 'Invitation rewards', reached: '{{reached}} of {{all}} reached',
      needed: { one: '{{n}} referral', other: '{{n}} referrals' },
      current: 'Current status', cashback: 'Cashback {{percent}}%', next: 'To “{{name}}”: {{count}} of {{target}}', top: 'You have the top status',
      statuses: 'All statuses', range: 'from {{from}}', rangeTo: '{{from}} to {{to}}', loadError: 'Could not load the referral data.',
    },
  },
};
