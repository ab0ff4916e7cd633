import { useEffect, useRef, type ComponentType } from 'react';
import type { Option } from '../../shared/ui/field';
import type { Status } from './flow';
import { ConfirmStep, ForgotStep, NewPasswordStep } from './reset-steps';
import { defaultServer } from './servers';
import { SignInStep, TwoFaStep, type StepProps } from './sign-in-steps';
import { useSignInFlow } from './use-sign-in-flow';

const STEPS: Record<Status, ComponentType<StepProps>> = {
  signIn: SignInStep,
  signInTwoFa: TwoFaStep,
  forgotPass: ForgotStep,
  confirmReset: ConfirmStep,
  passwordChange: NewPasswordStep,
};

/** The sign-in tab: one of the five statuses at a time (docs/widgets/auth.md, Auth blocks). */
export function SignInPanel({ servers }: { servers: readonly Option[] | null }) {
  const flow = useSignInFlow();
  const { status, data } = flow.state;
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // A one-server list needs no choice; a longer one waits for the player's.
  useEffect(() => {
    if (servers && !data.server) {
      const server = defaultServer(servers);
      if (server) flow.edit('server', server);
    }
    // Runs when the list arrives or the choice is emptied (not on every new `flow`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [servers, data.server]);

  // Moving between statuses puts focus on the new step (the code boxes on the two-factor step).
  useEffect(() => {
    if (first.current) return void (first.current = false);
    const target = box.current?.querySelector<HTMLElement>(
      status === 'signInTwoFa' ? '.wgt-code__box' : '[data-step-focus]',
    );
    target?.focus();
  }, [status]);

  const Step = STEPS[status];
  return (
    <div ref={box} className="wgt-auth__step" data-status={status}>
      <Step flow={flow} servers={servers} />
    </div>
  );
}
