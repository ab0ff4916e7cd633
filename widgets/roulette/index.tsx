import { defaulted, min, number, type } from 'superstruct';
import { roulette } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { Roulette, type RouletteProps } from './roulette';

export default defineWidget<RouletteProps>({
  name: 'roulette',
  options: type({ userCaseId: defaulted(min(number(), 0), 0) }),
  messages: [roulette],
  Component: Roulette,
});
