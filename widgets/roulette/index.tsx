import { enums, optional, type } from 'superstruct';
import { intOption } from '../../shared/runtime/options';
import { rarity } from '../../shared/i18n/rarity.messages';
import { roulette } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { Roulette, type RouletteProps } from './roulette';

export default defineWidget<RouletteProps>({
  name: 'roulette',
  options: type({ userCaseId: intOption(0, 2 ** 31 - 1, 0), from: optional(enums(['cabinet', 'shop'] as const)) }),
  messages: [roulette, rarity],
  Component: Roulette,
});
