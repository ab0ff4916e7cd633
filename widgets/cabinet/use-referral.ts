import { referralEndpoints } from '../../shared/api/endpoints/referral';
import type { AccountStatistic, Milestone, Status } from '../../shared/api/schemas/referral';
import { useEndpoints } from '../../shared/runtime/context';
import { useLoad } from '../../shared/ui/use-load';

export interface ReferralData {
  stats: AccountStatistic;
  lastStatus: Status | null | undefined;
  statuses: Status[];
  milestones: Milestone[];
}

/** The three referral calls together: statistic, status ladder, milestones. */
export function useReferral() {
  const endpoints = useEndpoints(referralEndpoints);
  return useLoad(async (): Promise<ReferralData> => {
    const [account, statuses, milestones] = await Promise.all([
      endpoints.accountStatistic(),
      endpoints.statuses(),
      endpoints.milestones(),
    ]);
    return { stats: account.systemAccountStatistic, lastStatus: account.lastStatus, statuses, milestones };
  }, [endpoints]);
}
