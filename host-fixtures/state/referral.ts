/**
 * The referral programme: the status ladder, the milestones and each player's statistic. Players sit at
 * different levels so every branch shows: no status yet (first status is current), a middle status
 * (next one exists) and the last status (no next one).
 */
export interface StatusRecord {
  name: string;
  imageName: string;
  cashBackPercent: number;
  referralsAmountFrom: number;
  referralsAmountTo: number | null;
}

export interface MilestoneRecord {
  requiredReferralsAmount: number;
  imageName: string;
  couponName: string;
}

export interface ReferralRecord {
  userId: number;
  activeReferral: number;
  totalReferral: number;
  userRewards: number;
  rewardsAmount: string;
  earnedFromReferralsSum: string;
  referralsDonationsSum: string;
  referralsDonationCashBackSum: string;
  /** Index in `statuses`, or null before the first status is reached. */
  statusIndex: number | null;
}

const img = (kind: string, name: string, label: string, hue: number) =>
  `/img/${kind}/${name}.svg?hue=${hue}&label=${encodeURIComponent(label)}`;

export function seedReferral() {
  const statuses: StatusRecord[] = [
    {
      name: 'Newcomer',
      imageName: img('status', 'newcomer', 'Newcomer', 210),
      cashBackPercent: 1,
      referralsAmountFrom: 0,
      referralsAmountTo: 4,
    },
    {
      name: 'Recruiter',
      imageName: img('status', 'recruiter', 'Recruiter', 150),
      cashBackPercent: 3,
      referralsAmountFrom: 5,
      referralsAmountTo: 19,
    },
    {
      name: 'Captain',
      imageName: img('status', 'captain', 'Captain', 40),
      cashBackPercent: 5,
      referralsAmountFrom: 20,
      referralsAmountTo: 49,
    },
    {
      name: 'Leader',
      imageName: img('status', 'leader', 'Leader', 330),
      cashBackPercent: 10,
      referralsAmountFrom: 50,
      referralsAmountTo: null,
    },
  ];
  const milestones: MilestoneRecord[] = [
    { requiredReferralsAmount: 1, imageName: img('milestone', 'm1', 'Toolbox', 200), couponName: 'Toolbox' },
    {
      requiredReferralsAmount: 5,
      imageName: img('milestone', 'm5', 'Mountain bike', 120),
      couponName: 'Mountain bike',
    },
    { requiredReferralsAmount: 10, imageName: img('milestone', 'm10', 'Gold watch', 45), couponName: 'Gold watch' },
    { requiredReferralsAmount: 25, imageName: img('milestone', 'm25', 'Coupe Storm', 280), couponName: 'Coupe Storm' },
    {
      requiredReferralsAmount: 50,
      imageName: img('milestone', 'm50', 'Supercar Falcon', 20),
      couponName: 'Supercar Falcon',
    },
  ];
  const stats: ReferralRecord[] = [
    {
      userId: 1,
      activeReferral: 7,
      totalReferral: 9,
      userRewards: 2,
      rewardsAmount: '5 $',
      earnedFromReferralsSum: '35 $',
      referralsDonationsSum: '700 $',
      referralsDonationCashBackSum: '21 $',
      statusIndex: 1,
    },
    {
      userId: 4,
      activeReferral: 64,
      totalReferral: 80,
      userRewards: 5,
      rewardsAmount: '5 $',
      earnedFromReferralsSum: '1 320 $',
      referralsDonationsSum: '9 400 $',
      referralsDonationCashBackSum: '940 $',
      statusIndex: 3,
    },
  ];
  return { statuses, milestones, stats };
}

export type ReferralState = ReturnType<typeof seedReferral>;

/** A player's statistic; players without one have the API's zero defaults. */
export function referralOf(referral: ReferralState, userId: number): ReferralRecord {
  return (
    referral.stats.find((s) => s.userId === userId) ?? {
      userId,
      activeReferral: 0,
      totalReferral: 0,
      userRewards: 0,
      rewardsAmount: '0 $',
      earnedFromReferralsSum: '0 $',
      referralsDonationsSum: '0 $',
      referralsDonationCashBackSum: '0 $',
      statusIndex: null,
    }
  );
}
