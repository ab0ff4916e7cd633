import { fail, ok } from './reply';
import type { Route } from './types';

/** Coupons per page: the donate inventory grid holds 24 cells. */
export const COUPONS_PER_PAGE = 24;

export const routes: Route[] = [
  {
    id: 'coupons-user',
    method: 'GET',
    path: '/api/v1/coupons/user',
    auth: true,
    malformed: { data: { coupons: 'oops' } },
    handle({ state, user, query }) {
      // Newest first: prizes just won (roulette) appear at the top.
      const mine = state.cases.coupons.filter((c) => c.userId === user.id).sort((a, b) => b.id - a.id);
      const lastPage = Math.max(1, Math.ceil(mine.length / COUPONS_PER_PAGE));
      const page = Math.min(Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1), lastPage);
      const coupons = mine
        .slice((page - 1) * COUPONS_PER_PAGE, page * COUPONS_PER_PAGE)
        .map(({ id, name, imageName, color, isSwapAvailable, premiumCoinsPrice, converted }) => ({
          id,
          name,
          imageName,
          color,
          isSwapAvailable,
          premiumCoinsPrice,
          converted,
        }));
      return ok({ coupons, pageInfo: { currentPage: page, lastPage } });
    },
  },
  {
    id: 'coupons-convert',
    method: 'GET',
    path: '/api/v1/coupons/convert/:id',
    auth: true,
    handle({ state, user, params }) {
      const coupon = state.cases.coupons.find((c) => c.id === Number(params.id) && c.userId === user.id);
      if (!coupon) return fail(404, 'Coupon not found');
      if (!coupon.isSwapAvailable || coupon.converted) return fail(422, 'This coupon cannot be swapped');
      coupon.converted = true;
      user.premiumCoins += coupon.premiumCoinsPrice;
      return { body: { data: { premiumCoins: user.premiumCoins }, success: true } };
    },
  },
];
