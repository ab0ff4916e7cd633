import { referralOf } from '../state/referral';
import { ok } from './reply';
import type { Route } from './types';

export const routes: Route[] = [
  {
    id: 'referral-account-statistic',
    method: 'GET',
    path: '/api/v1/referral/account-statistic',
    auth: true,
    malformed: { data: { systemAccountStatistic: 'oops' } },
    handle({ state, user }) {
      const { statusIndex, userId: _, ...systemAccountStatistic } = referralOf(state.referral, user.id);
      const lastStatus = statusIndex === null ? null : (state.referral.statuses[statusIndex] ?? null);
      return ok({ systemAccountStatistic, lastStatus });
    },
  },
  {
    id: 'referral-statuses',
    method: 'GET',
    path: '/api/v1/referral/status-statistic',
    auth: true,
    malformed: { data: { statuses: [{ name: 1 }] } },
    handle: ({ state }) => ok({ statuses: state.referral.statuses }),
  },
  {
    id: 'referral-milestones',
    method: 'GET',
    path: '/api/v1/referral/milestone',
    auth: true,
    malformed: { data: { milestones: 'oops' } },
    handle: ({ state }) => ok({ milestones: state.referral.milestones }),
  },
];
