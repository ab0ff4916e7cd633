import { describe, expect, it } from 'vitest';
import { currentStatus, nextStatus, progressPercent, reachedCount } from '../../../widgets/cabinet/referral-status';

const statuses = [
  { name: 'Newcomer', referralsAmountFrom: 0 },
  { name: 'Recruiter', referralsAmountFrom: 5 },
  { name: 'Leader', referralsAmountFrom: 50 },
];

describe('referral status selection (docs/widgets/cabinet.md)', () => {
  it.each([
    ['no lastStatus → the first status', null, 'Newcomer', 'Recruiter'],
    ['undefined lastStatus → the first status', undefined, 'Newcomer', 'Recruiter'],
    [
      'a middle status → the following one is next',
      { name: 'Recruiter', referralsAmountFrom: 5 },
      'Recruiter',
      'Leader',
    ],
    ['the last status → no next one', { name: 'Leader', referralsAmountFrom: 50 }, 'Leader', null],
  ])('%s', (_, last, current, next) => {
    const c = currentStatus(statuses, last);
    expect(c?.name).toBe(current);
    expect(nextStatus(statuses, c)?.name ?? null).toBe(next);
  });

  it('an empty ladder has no current and no next status', () => {
    expect(currentStatus([], null)).toBeNull();
    expect(nextStatus([], null)).toBeNull();
  });

  it('a lastStatus missing from the list is still shown, with no next one', () => {
    const odd = { name: 'Ghost', referralsAmountFrom: 3 };
    expect(currentStatus(statuses, odd)).toBe(odd);
    expect(nextStatus(statuses, odd)).toBeNull();
  });
});

describe('progress (bars cap at 100 %, docs/widgets/cabinet.md)', () => {
  it.each([
    [0, 5, 0],
    [1, 4, 25],
    [1, 3, 33.3],
    [5, 5, 100],
    [64, 5, 100],
    [7, 0, 100],
    [-2, 5, 0],
    [Number.NaN, 5, 0],
  ])('%s of %s → %s %%', (value, target, percent) => {
    expect(progressPercent(value, target)).toBe(percent);
  });

  it.each([
    [0, 0],
    [1, 1],
    [7, 2],
    [10, 3],
    [100, 5],
  ])('%s referrals reach %s of 5 milestones', (count, reached) => {
    const milestones = [1, 5, 10, 25, 50].map((requiredReferralsAmount) => ({ requiredReferralsAmount }));
    expect(reachedCount(milestones, count)).toBe(reached);
  });
});
