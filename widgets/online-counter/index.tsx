import { defaulted, literal, type, union } from 'superstruct';
import { intOption } from '../../shared/runtime/options';
import { onlineCounter } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { OnlineCounter, type OnlineCounterProps } from './online-counter';

export default defineWidget<OnlineCounterProps>({
  name: 'online-counter',
  // 0 turns refreshing off; otherwise 10 s to an hour (no request storm, no timer overflow).
  options: type({ interval: defaulted(union([literal(0), intOption(10, 3600, 60)]), 60) }),
  messages: [onlineCounter],
  Component: OnlineCounter,
});
