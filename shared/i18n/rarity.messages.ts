import type { Dictionary } from './index';

/**
 * The six rarity names (RARITIES, shared/api/schemas/cases.ts): a case's contents in the shop and the
 * roulette, the roulette's results.
 */
export const rarity = {
  ru: {
    rarity: {
      simple: 'Простой',
      common: 'Обычный',
      improved: 'Улучшенный',
      rare: 'Редкий',
      legendary: 'Легендарный',
      epic: 'Эпический',
    },
  },
  uk: {
    rarity: {
      simple: 'Простий',
      common: 'Звичайний',
      improved: 'Покращений',
      rare: 'Рідкісний',
      legendary: 'Легендарний',
      epic: 'Епічний',
    },
  },
  en: {
    rarity: {
      simple: 'Simple',
      common: 'Common',
      improved: 'Improved',
      rare: 'Rare',
      legendary: 'Legendary',
      epic: 'Epic',
    },
  },
} satisfies Dictionary;
