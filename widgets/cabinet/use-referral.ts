import { useCallback, useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { referralEndpoints } from '../../shared/api/endpoints/referral';
import type { AccountStatistic, Milestone, Status } from '../../shared/api/schemas/referral';
import { useEndpoints } from '../../shared/runtime/context';

export interface ReferralData {
  stats: Infer<typeof AccountStatistic>;
  lastStatus: Infer<typeof Status> | null | undefined;
  statuses: Infer<typeof Status>[];
  milestones: Infer<typeof Milestone>[];
}
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: ReferralData };

/** The three referral calls together: statistic, status ladder, milestones. */
export function useReferral() {
  const endpoints = useEndpoints(referralEndpoints);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    Promise.all([endpoints.accountStatistic(), endpoints.statuses(), endpoints.milestones()]).then(
      ([account, statuses, milestones]) =>
        alive &&
        setState({
          status: 'ready',
          data: { stats: account.systemAccountStatistic, lastStatus: account.lastStatus, statuses, milestones },
        }),
      () => alive && setState({ status: 'error' }),
    );
    return () => void (alive = false);
  }, [endpoints, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
