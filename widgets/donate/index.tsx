import { optional, string, type } from 'superstruct';
import { checkout } from './checkout.messages';
import { donate } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { DonateApp, type DonateProps } from './donate-app';

export default defineWidget<DonateProps>({
  name: 'donate',
  options: type({ server: optional(string()) }),
  messages: [donate, checkout],
  Component: DonateApp,
});
