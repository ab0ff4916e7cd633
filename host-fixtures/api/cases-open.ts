import { nextRandom, type CaseOpenState } from '../state/case-open';
import { couponFor, type CaseItemRecord, type CaseRecord, type CouponRecord } from '../state/cases';
import type { State } from '../state';
import type { UserRecord } from '../state/users';
import { fail, ok } from './reply';
import type { Route } from './types';

/** Counts the multi-open endpoint accepts (docs/widgets/roulette.md). */
export const MULTI_COUNTS = [5, 10, 25, 50, 100] as const;
/** The id answered when the unknown-item switch is on: no case holds it. */
export const UNKNOWN_ITEM_ID = 999_999;
/**
 * What one open gives when the several-coupons switch is on, whatever the draw: the case's first item twice
 * (a stack) and its second once (a row of its own); the first is the item the strip lands on.
 */
export const severalItems = (kase: CaseRecord) => [kase.items[0]!, kase.items[0]!, kase.items[1] ?? kase.items[0]!];

/** A draw by weight from the case's items. */
export function drawItem(items: readonly CaseItemRecord[], random: () => number): CaseItemRecord {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
}

export function publicCoupon(c: CouponRecord) {
  return {
    id: c.id,
    name: c.name,
    imageName: c.imageName,
    color: c.color,
    isSwapAvailable: c.isSwapAvailable,
    premiumCoinsPrice: c.premiumCoinsPrice,
    converted: c.converted,
  };
}

function publicCase(c: CaseRecord, count: number) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    imageName: c.imageName,
    count,
    isLimited: c.isLimited,
    limitedCaseQuantity: c.limitedCaseQuantity,
  };
}

/**
 * The player's user case holding case `caseId` (the open endpoints take the case id, as docs/widgets/roulette.md names
 * it).
 */
function ownedCase(state: State, user: UserRecord, caseId: unknown) {
  const id = Number(caseId);
  const userCase = state.cases.userCases.find((u) => u.userId === user.id && u.caseId === id);
  const kase = state.cases.cases.find((c) => c.id === id);
  return userCase && kase ? { userCase, kase } : undefined;
}

/** `n` items of the case drawn by weight from the session's generator. */
function draw(state: State, kase: CaseRecord, n: number) {
  const random = () => nextRandom(state.caseOpen as CaseOpenState);
  return Array.from({ length: n }, () => drawItem(kase.items, random));
}

/** Adds a coupon per won item to the player's inventory. */
function give(state: State, user: UserRecord, items: readonly CaseItemRecord[]) {
  const won = items.map((item) => {
    const coupon = couponFor(state.cases.nextCouponId++, user.id, item);
    state.cases.coupons.push(coupon);
    return { item, coupon };
  });
  user.couponCount += won.length;
  return won;
}

const body = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

export const routes: Route[] = [
  {
    id: 'cases-user-show',
    method: 'GET',
    path: '/api/v1/cases/user/:id',
    auth: true,
    malformed: { data: { case: { id: 'x' }, count: 'many', items: 'none' } },
    handle({ state, user, params }) {
      const userCase = state.cases.userCases.find((u) => u.id === Number(params.id) && u.userId === user.id);
      const kase = userCase && state.cases.cases.find((c) => c.id === userCase.caseId);
      if (!userCase || !kase) return fail(404, 'Case not found');
      const items = kase.items.map(({ id, name, imageName, color, sortOrder }) => ({
        id,
        name,
        imageName,
        color,
        sortOrder,
      }));
      return ok({ case: publicCase(kase, userCase.count), count: userCase.count, items });
    },
  },
  {
    id: 'cases-open',
    method: 'POST',
    path: '/api/v1/cases/open',
    auth: true,
    malformed: { data: { caseItemId: 'x', coupons: 'none' } },
    handle({ state, user, body: raw }) {
      const owned = ownedCase(state, user, body(raw).case_id);
      if (!owned) return fail(404, 'Case not found');
      if (owned.userCase.count < 1) return fail(422, 'No cases left to open');
      owned.userCase.count -= 1;
      const items = state.caseOpen.severalCoupons ? severalItems(owned.kase) : draw(state, owned.kase, 1);
      const won = give(state, user, items);
      const caseItemId = state.caseOpen.unknownItem ? UNKNOWN_ITEM_ID : won[0]!.item.id;
      return ok({ caseItemId, coupons: won.map((w) => publicCoupon(w.coupon)) });
    },
  },
  {
    id: 'cases-open-multiple',
    method: 'POST',
    path: '/api/v1/cases/open-multiple',
    auth: true,
    malformed: { data: { coupons: [{ id: 'x' }] } },
    handle({ state, user, body: raw }) {
      const { case_id, count } = body(raw);
      const owned = ownedCase(state, user, case_id);
      if (!owned) return fail(404, 'Case not found');
      const n = Number(count);
      if (!MULTI_COUNTS.includes(n as (typeof MULTI_COUNTS)[number]))
        return fail(422, 'Invalid count', { count: ['The count must be one of 5, 10, 25, 50, 100.'] });
      if (owned.userCase.count < n) return fail(422, 'No cases left to open');
      owned.userCase.count -= n;
      const won = give(state, user, draw(state, owned.kase, n));
      return { body: { data: { coupons: won.map((w) => publicCoupon(w.coupon)) }, success: true } };
    },
  },
];
