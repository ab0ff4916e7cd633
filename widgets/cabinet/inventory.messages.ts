import type { Dictionary } from '../../shared/i18n';

/** Cabinet inventory tab: user cases and the donate inventory (coupons). */
export const cabinetInventory = {
  ru: {
    inventory: {
      tabs: { label: 'Инвентарь', cases: 'Кейсы', coupons: 'Донат-инвентарь' },
      pieces: { one: '{{n}} штука', few: '{{n}} штуки', many: '{{n}} штук', other: '{{n}} штуки' },
      open: 'Открыть',
      buyMore: 'Купить ещё',
      soldOut: 'Распродан',
      empty: 'У вас пока нет кейсов.',
      buy: 'Купить кейс',
      emptyCell: 'Пустая ячейка',
      noCoupons: 'Призов пока нет: откройте кейс, чтобы выиграть.',
      getCase: 'Получить кейс',
      swapped: 'Обменян',
      loadError: 'Не удалось загрузить кейсы.',
    },
  },
  uk: {
    inventory: {
      tabs: { label: 'Інвентар', cases: 'Кейси', coupons: 'Донат-інвентар' },
      pieces: { one: '{{n}} штука', few: '{{n}} штуки', many: '{{n}} штук', other: '{{n}} штуки' },
      open: 'Відкрити',
      buyMore: 'Купити ще',
      soldOut: 'Розпродано',
      empty: 'У вас поки немає кейсів.',
      buy: 'Купити кейс',
      emptyCell: 'Порожня комірка',
      noCoupons: 'Призів поки немає: відкрийте кейс, щоб виграти.',
      getCase: 'Отримати кейс',
      swapped: 'Обміняно',
      loadError: 'Не вдалося завантажити кейси.',
    },
  },
  en: {
    inventory: {
      tabs: { label: 'Inventory', cases: 'Cases', coupons: 'Donate inventory' },
      pieces: { one: '{{n}} piece', other: '{{n}} pieces' },
      open: 'Open',
      buyMore: 'Buy more',
      soldOut: 'Sold out',
      empty: 'You have no cases yet.',
      buy: 'Buy a case',
      emptyCell: 'Empty cell',
      noCoupons: 'No prizes yet: open a case to win one.',
      getCase: 'Get a case',
      swapped: 'Swapped',
      loadError: 'Could not load your cases.',
    },
  },
} satisfies Dictionary;
