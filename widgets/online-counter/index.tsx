import { defaulted, integer, literal, size, type, union } from 'superstruct';
import { integerText } from '../../shared/runtime/options';
import { onlineCounter } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { OnlineCounter, type OnlineCounterProps } from './online-counter';

export default defineWidget<OnlineCounterProps>({
  name: 'online-counter',
  // 0 turns refreshing off; otherwise 10 s to an hour (no request storm, no timer overflow).
  options: type({ interval: defaulted(integerText(union([literal(0), size(integer(), 10, 3600)])), 60) }),
  messages: [onlineCounter],
  Component: OnlineCounter,
});
