import { useEffect, useRef } from 'react';
import type { Option } from '../../shared/ui/field';
import { defaultServer } from './servers';
import { SignInStep } from './sign-in-steps';
import { MoreLoading, type MoreForms } from './use-more';
import { useSignInFlow } from './use-sign-in-flow';

/**
 * The sign-in tab: one of the five statuses at a time (docs/widgets/auth.md, Auth blocks). The first
 * step comes with the widget, the others with the part `more` loads.
 */
export function SignInPanel({ servers, more }: { servers: readonly Option[] | null; more: MoreForms }) {
  const flow = useSignInFlow();
  const { status, data } = flow.state;
  const { box } = flow;
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

  const { want } = more;
  useEffect(() => void (status !== 'signIn' && want()), [status, want]);
  const Step = status === 'signIn' ? SignInStep : more.forms?.LATER_STEPS[status];

  // Moving between statuses puts focus on the new step (the code on the two-factor step), once it is on screen.
  useEffect(() => {
    if (first.current) return void (first.current = false);
    if (!Step) return;
    const target = box.current?.querySelector<HTMLElement>(
      status === 'signInTwoFa' ? '.wgt-code__input' : '[data-step-focus]',
    );
    target?.focus();
  }, [status, Step, box]);

  return (
    <div ref={box} className="wgt-auth__step" data-status={status}>
      {Step ? <Step flow={flow} servers={servers} /> : <MoreLoading more={more} />}
    </div>
  );
}
