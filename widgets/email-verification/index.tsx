import { emailVerification } from './messages';
import { defineWidget } from '../../shared/runtime/define';
import { EmailVerification } from './email-verification';

export default defineWidget({
  name: 'email-verification',
  messages: [emailVerification],
  Component: EmailVerification,
});
