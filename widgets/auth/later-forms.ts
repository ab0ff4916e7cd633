import type { ComponentType } from 'react';
import type { Status } from './flow';
import { ConfirmStep, ForgotStep, NewPasswordStep } from './reset-steps';
import type { StepProps } from './sign-in-steps';
import { TwoFaStep } from './two-fa-step';

// The auth forms besides the first sign-in step, a part of their own (use-more.tsx): the sign-up tab and
// the sign-in tab's later steps (two-factor code, password reset), with their strings (more.messages.ts, added
// by their useT). The player's first touch of the widget brings them, so they are there by the time they are asked for.
export { SignUpPanel } from './sign-up-panel';

export const LATER_STEPS: Record<Exclude<Status, 'signIn'>, ComponentType<StepProps>> = {
  signInTwoFa: TwoFaStep,
  forgotPass: ForgotStep,
  confirmReset: ConfirmStep,
  passwordChange: NewPasswordStep,
};
