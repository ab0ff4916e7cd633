import { describe, expect, it } from 'vitest';
import { casesLeft, remaining, TICK_MS } from '../../../widgets/banner/countdown';
import { expiryOf, isShown, placeOf, visibleBanners } from '../../../widgets/banner/placement';

const NOW = Date.UTC(2025, 4, 10, 12, 0, 0);

describe('banner: place', () => {
  it.each([
    ['/', 'website'],
    ['/donate', 'website'],
    ['/en/terms', 'website'],
    ['/cabinet', 'cabinet'],
    ['/uk/cabinet', 'cabinet'],
    ['/user/settings', 'cabinet'],
    ['/profile', 'cabinet'],
    ['/dashboard', 'cabinet'],
    ['/my-account', 'cabinet'],
  ])('%s is %s', (path, place) => expect(placeOf(path)).toBe(place));
});

describe('banner: expiry', () => {
  it.each([
    ['2025-05-10T12:00:01.000000Z', NOW + 1000],
    ['2025-05-10T12:00:00Z', NOW],
    ['2025-05-10 12:00:00', NOW],
    ['2025-05-10T15:00:00+03:00', NOW],
    [null, undefined],
    ['', undefined],
    ['soon', undefined],
  ])('%s → %s', (value, expected) => expect(expiryOf(value)).toBe(expected));
});

describe('banner: shown when not expired and allowed for the place', () => {
  const later = '2025-05-11T00:00:00Z';
  it.each([
    [{ isAllowWebsite: true, isAllowCabinet: false, expiredAt: later }, 'website', true],
    [{ isAllowWebsite: true, isAllowCabinet: false, expiredAt: later }, 'cabinet', false],
    [{ isAllowWebsite: false, isAllowCabinet: true, expiredAt: later }, 'cabinet', true],
    [{ isAllowWebsite: false, isAllowCabinet: true, expiredAt: later }, 'website', false],
    [{ isAllowWebsite: true, isAllowCabinet: true, expiredAt: '2025-05-10T11:59:59Z' }, 'website', false],
    [{ isAllowWebsite: true, isAllowCabinet: true, expiredAt: '2025-05-10T12:00:00Z' }, 'website', false],
    [{ isAllowWebsite: true, isAllowCabinet: true, expiredAt: null }, 'cabinet', true],
    [{ isAllowWebsite: null, isAllowCabinet: null, expiredAt: later }, 'website', false],
  ] as const)('%j on %s → %s', (banner, place, shown) => expect(isShown(banner, place, NOW)).toBe(shown));

  it('filters a list, keeping the order', () => {
    const list = [
      { id: 1, isAllowWebsite: true, expiredAt: later },
      { id: 2, isAllowCabinet: true, expiredAt: later },
      { id: 3, isAllowWebsite: true, expiredAt: '2025-05-01T00:00:00Z' },
      { id: 4, isAllowWebsite: true, isAllowCabinet: true },
    ];
    expect(visibleBanners(list, 'website', NOW).map((b) => b.id)).toEqual([1, 4]);
    expect(visibleBanners(list, 'cabinet', NOW).map((b) => b.id)).toEqual([2, 4]);
  });
});

describe('banner: countdown', () => {
  it('refreshes every second', () => expect(TICK_MS).toBe(1000));
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [1000, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [59_000, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [3_600_000, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [86_399_000, { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [86_400_000, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [5 * 86_400_000 + 3_723_000, { days: 5, hours: 1, minutes: 2, seconds: 3 }],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%s ms left → %j', (left, expected) => expect(remaining(NOW + left, NOW)).toEqual(expected));

  it.each([
    [{ isLimited: true, limitedCaseQuantity: 37 }, 37],
    [{ isLimited: true, limitedCaseQuantity: 0 }, undefined],
    [{ isLimited: false, limitedCaseQuantity: 37 }, undefined],
    [{ isLimited: true, limitedCaseQuantity: null }, undefined],
  ])('cases left for %j → %s', (banner, expected) => expect(casesLeft(banner)).toBe(expected));
});
