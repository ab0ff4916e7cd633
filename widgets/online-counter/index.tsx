import { defaulted, min, number, type } from 'superstruct';
import { onlineCounter } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { OnlineCounter, type OnlineCounterProps } from './online-counter';

export default defineWidget<OnlineCounterProps>({
  name: 'online-counter',
  options: type({ interval: defaulted(min(number(), 0), 60) }),
  messages: [onlineCounter],
  Component: OnlineCounter,
});
