import { optional, string, type } from '../../shared/struct';
import { donate } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { DonateApp, type DonateProps } from './donate-app';

export default defineWidget<DonateProps>({
  name: 'donate',
  options: type({ server: optional(string()) }),
  // The checkout's strings come with its routes and the cases tab (useMessages).
  messages: [donate],
  Component: DonateApp,
});
