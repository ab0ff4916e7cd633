import { optional, string, type } from 'superstruct';
import { donate } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { DonateApp, type DonateProps } from './donate-app';

export default defineWidget<DonateProps>({
  name: 'donate',
  options: type({ server: optional(string()), support: optional(string()) }),
  // The strings of the parts loaded on demand (the goods and cases tabs, the checkout routes) come with
  // them (useMessages).
  messages: [donate],
  Component: DonateApp,
});
