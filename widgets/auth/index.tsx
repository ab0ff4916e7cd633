import { enums, optional, type } from 'superstruct';
import { auth } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { Auth, type AuthProps } from './auth';

export default defineWidget<AuthProps>({
  name: 'auth',
  options: type({ tab: optional(enums(['signIn', 'signUp'])) }),
  messages: [auth],
  Component: Auth,
});
