import { type Infer, array, defaulted, string, type } from 'superstruct';
import { envelope, maybe, numeric } from './common';

export const Status = type({
  name: string(),
  imageName: maybe(string()),
  cashBackPercent: numeric(),
  referralsAmountFrom: numeric(),
  referralsAmountTo: maybe(numeric()),
});
export const AccountStatistic = type({
  activeReferral: defaulted(numeric(), 0),
  userRewards: defaulted(numeric(), 0),
  rewardsAmount: defaulted(string(), '0 $'),
  earnedFromReferralsSum: defaulted(string(), '0 $'),
  referralsDonationsSum: maybe(string()),
  referralsDonationCashBackSum: maybe(string()),
  totalReferral: defaulted(numeric(), 0),
});
export const AccountStatisticResponse = envelope(
  type({ systemAccountStatistic: AccountStatistic, lastStatus: maybe(Status) }),
);
export const StatusesResponse = envelope(type({ statuses: array(Status) }));
export const Milestone = type({ requiredReferralsAmount: numeric(), imageName: string(), couponName: string() });
export const MilestonesResponse = envelope(type({ milestones: array(Milestone) }));

// The shapes widgets work with, derived once here.
export type Status = Infer<typeof Status>;
export type AccountStatistic = Infer<typeof AccountStatistic>;
export type Milestone = Infer<typeof Milestone>;
export type AccountStatisticResponse = Infer<typeof AccountStatisticResponse>;
export type StatusesResponse = Infer<typeof StatusesResponse>;
export type MilestonesResponse = Infer<typeof MilestonesResponse>;
