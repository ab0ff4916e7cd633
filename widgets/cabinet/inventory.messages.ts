import type { Dictionary } from '../../shared/i18n';

/** Cabinet inventory tab: user cases and the donate inventory (coupons). */
export const cabinetInventory: Dictionary = {
  ru: {
    inventory: {
      tabs: { label: 'Инвентарь', cases: 'Кейсы', coupons: 'Донат-инвентарь' },
      pieces: { one: '{{n}} штука', few: '{{n}} штуки', many: '{{n}} штук', other: '{{n}} штуки' },
      open: 'Открыть',
      buyMore: 'Купить ещё',
      empty: 'У вас пока нет кейсов.',
      buy: 'Купить кейс',
      emptyCell: 'Пустая ячейка',
      noCoupons: 'Здесь появятся призы из кейсов.',
      swap: 'Обменять на {{price}} монет',
      swapShort: 'Обменять',
      price: { one: '{{n}} монета', few: '{{n}} монеты', many: '{{n}} монет', other: '{{n}} монеты' },
      swapped: 'Обменян',
      notSwappable: 'Не обменивается',
      loadError: 'Не удалось загрузить кейсы.',
    },
  },
  uk: {
    inventory: {
      tabs: { label: 'Інвентар', cases: 'Кейси', coupons: 'Донат-інвентар' },
      pieces: { one: '{{n}} штука', few: '{{n}} штуки', many: '{{n}} штук', other: '{{n}} штуки' },
      open: 'Відкрити',
      buyMore: 'Купити ще',
      empty: 'У вас поки немає кейсів.',
      buy: 'Купити кейс',
      emptyCell: 'Порожня комірка',
      noCoupons: 'Тут з’являться призи з кейсів.',
      swap: 'Обміняти на {{price}} монет',
      swapShort: 'Обміняти',
      price: { one: '{{n}} монета', few: '{{n}} монети', many: '{{n}} монет', other: '{{n}} монети' },
      swapped: 'Обміняно',
      notSwappable: 'Не обмінюється',
      loadError: 'Не вдалося завантажити кейси.',
    },
  },
  en: {
    inventory: {
      tabs: { label: 'Inventory', cases: 'Cases', coupons: 'Donate inventory' },
      pieces: { one: '{{n}} piece', other: '{{n}} pieces' },
      open: 'Open',
      buyMore: 'Buy more',
      empty: 'You have no cases yet.',
      buy: 'Buy a case',
      emptyCell: 'Empty cell',
      noCoupons: 'Prizes from cases will appear here.',
      swap: 'Swap for {{price}} coins',
      swapShort: 'Swap',
      price: { one: '{{n}} coin', other: '{{n}} coins' },
      swapped: 'Swapped',
      notSwappable: 'Not swappable',
      loadError: 'Could not load your cases.',
    },
  },
};
