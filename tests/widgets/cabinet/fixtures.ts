import type { Routes } from '../../support/fake-fetch';

export const USER = {
  email: 'player@example.com',
  login: 'player',
  server: 'one',
  serverTitle: 'Nova One',
  createdAt: '2024-03-15T12:30:00.000Z',
  premiumCoins: 1500,
  userPromoCode: 'PLAYER2024',
  registrationPromoCode: null,
  couponCount: 3,
  isVerified: true,
  isTwoFaEnabled: false,
  isMediaPartner: false,
  status: 'Recruiter',
};

export const coupon = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Prize ${id}`,
  imageName: `/img/${id}.svg`,
  isSwapAvailable: true,
  premiumCoinsPrice: 40,
  converted: false,
  ...extra,
});

/** The cabinet's API, answering like the fixture host; pass overrides per test. */
export function routes(user: Record<string, unknown> = {}, extra: Routes = {}): Routes {
  return {
    'GET /api/v1/user': { body: { data: { user: { ...USER, ...user } } } },
    'GET /api/v1/cases/user': {
      body: {
        data: {
          userCases: [
            { id: 11, count: 4, case: { id: 1, name: 'Starter case', imageName: '/img/case/1.svg' } },
            { id: 13, count: 0, case: { id: 3, name: 'Winter limited', imageName: '/img/case/3.svg' } },
          ],
        },
      },
    },
    'GET /api/v1/coupons/user/': {
      body: {
        data: {
          coupons: [coupon(1), coupon(2, { converted: true }), coupon(3, { isSwapAvailable: false })],
          pageInfo: { currentPage: 1, lastPage: 1 },
        },
      },
    },
    'GET /api/v1/referral/account-statistic': {
      body: {
        data: { systemAccountStatistic: { activeReferral: 7, userRewards: 2, totalReferral: 9 }, lastStatus: null },
      },
    },
    'GET /api/v1/referral/status-statistic': {
      body: {
        data: {
          statuses: [
            { name: 'Newcomer', cashBackPercent: 1, referralsAmountFrom: 0, referralsAmountTo: 4 },
            { name: 'Recruiter', cashBackPercent: 3, referralsAmountFrom: 5, referralsAmountTo: null },
          ],
        },
      },
    },
    'GET /api/v1/referral/milestone': {
      body: {
        data: {
          milestones: [
            { requiredReferralsAmount: 5, imageName: '/m5.svg', couponName: 'Bike' },
            { requiredReferralsAmount: 20, imageName: '/m20.svg', couponName: 'Car' },
          ],
        },
      },
    },
    ...extra,
  };
}
