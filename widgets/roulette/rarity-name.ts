import type { MessageKey } from '../../shared/i18n';
import type { rarity } from '../../shared/i18n/rarity.messages';
import type { Rarity } from './rules';

/** Each rarity's name key (shared/i18n/rarity.messages.ts): looked up here, not built, so t() can check it. */
export const RARITY_NAME = {
  epic: 'rarity.epic',
  legendary: 'rarity.legendary',
  rare: 'rarity.rare',
  improved: 'rarity.improved',
  common: 'rarity.common',
  simple: 'rarity.simple',
} as const satisfies Record<Rarity, MessageKey<typeof rarity>>;
