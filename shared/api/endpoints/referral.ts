import type { Client } from '../client';
import { AccountStatisticResponse, MilestonesResponse, StatusesResponse } from '../schemas/referral';

export const referralEndpoints = (client: Client) => ({
  accountStatistic: () =>
    client.get('/api/v1/referral/account-statistic', AccountStatisticResponse).then((r) => r.data),
  statuses: () => client.get('/api/v1/referral/status-statistic', StatusesResponse).then((r) => r.data.statuses),
  milestones: () => client.get('/api/v1/referral/milestone', MilestonesResponse).then((r) => r.data.milestones),
});
