import { describe, expect, it } from 'vitest';
import { settledAmount, typedAmount } from '../../../widgets/donate/coins/amount';
import {
  activeTier,
  bonusCoins,
  COIN_PRICE_EUR,
  CURRENCY,
  DEFAULT_COINS,
  DEFAULT_MAX_COINS,
  defaultCoins,
  eurPrice,
  maxCoins,
  MIN_COINS,
  minCoins,
  tierClickAmount,
  TOKEN_NAME,
} from '../../../widgets/donate/coins/pricing';

const tiers = [
  { price_from: 0, price_to: 9.99, bonus_coefficient: 1 },
  { price_from: 10, price_to: 49.99, bonus_coefficient: 1.05 },
  { price_from: 50, price_to: 99.99, bonus_coefficient: 1.1 },
  { price_from: 100, price_to: 3000, bonus_coefficient: 1.2 },
];

describe('constants (docs/widgets/donate.md)', () => {
  it.each([
    ['coin price (EUR)', COIN_PRICE_EUR, 0.1],
    ['currency', CURRENCY, 'EUR'],
    ['token name', TOKEN_NAME, 'OC'],
    ['minimum coins', MIN_COINS, 5],
    ['default maximum', DEFAULT_MAX_COINS, 50000],
    ['default slider', DEFAULT_COINS, 50],
  ])('%s', (_, value, expected) => expect(value).toBe(expected));
});

describe('pricing', () => {
  it.each([
    [5, 0.1, 0.5],
    [100, 0.1, 10],
    [333, 0.1, 33.3],
    [7, 0.15, 1.05],
    [0, 0.1, 0],
  ])('%i coins at %f cost %f €', (coins, base, eur) => expect(eurPrice(coins, base)).toBe(eur));

  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1],
    [49.99, 1],
    [50, 2],
    [99.99, 2],
    [100, 3],
    [3000, 3],
  ])('price %f € activates tier %i', (eur, index) => expect(activeTier(tiers, eur)).toBe(tiers[index]));

  it('no tier outside every range, or without tiers', () => {
    expect(activeTier(tiers, 3000.01)).toBeUndefined();
    expect(activeTier(null, 10)).toBeUndefined();
  });

  it.each([
    [100, 1.05, 5],
    [600, 1.1, 60],
    [1000, 1.2, 200],
    [99, 1.05, 4],
    [20, 1.15, 3],
    [50, 1, 0],
  ])('bonus for %i coins at ×%f is %i (floor(coefficient × coins) − coins)', (coins, coefficient, bonus) => {
    expect(bonusCoins(coins, { price_from: 0, price_to: 1e9, bonus_coefficient: coefficient })).toBe(bonus);
  });
  it('no tier, no bonus', () => expect(bonusCoins(500, undefined)).toBe(0));

  it.each([
    [0, 5],
    [10, 100],
    [50, 500],
    [100, 1000],
    [0.3, 3],
  ])('clicking a tier starting at %f € sets %i coins (bound / 0.1, or 5 when 0)', (from, coins) => {
    expect(tierClickAmount({ price_from: from, price_to: from + 1, bonus_coefficient: 1 })).toBe(coins);
  });

  it.each([
    [null, 5],
    [{ from: 0, to: 100 }, 5],
    [{ from: 0.5, to: 100 }, 5],
    [{ from: 1, to: 100 }, 10],
    [{ from: 2.5, to: 100 }, 25],
  ])('minimum for range %j is %i', (range, min) => expect(minCoins(range)).toBe(min));

  it.each([
    [null, 0.1, 50000],
    [{ from: 0, to: 3000 }, 0.1, 30000],
    [{ from: 0, to: 100 }, 0.2, 500],
    [{ from: 0, to: 10 }, 0.3, 33],
  ])('maximum for range %j at base %f is %i', (range, base, max) => expect(maxCoins(range, base)).toBe(max));

  it.each([
    ['no tiers', {}, 50],
    ['a bonus tier: its price_from / base_price', { base_price: 0.1, one_coin_bonuses: tiers }, 100],
    ['only no-bonus tiers', { one_coin_bonuses: [tiers[0]!] }, 50],
    [
      'clamped into the range',
      { base_price: 0.1, one_coin_price_range: { from: 0, to: 5 }, one_coin_bonuses: tiers },
      50,
    ],
  ])('default slider: %s', (_, product, coins) => expect(defaultCoins(product)).toBe(coins));
});

describe('amount input', () => {
  it.each([
    ['150', 50000, '150'],
    ['1a5b0', 50000, '150'],
    ['-12', 50000, '12'],
    ['60000', 50000, '50000'],
    ['', 50000, ''],
    ['abc', 50000, ''],
    ['007', 50000, '7'],
    ['0', 50000, '0'],
    ['12.5', 50000, '125'],
    ['99999', 30000, '30000'],
    ['٣٤٥', 50000, '345'],
    ['4a5b', 50000, '45'],
    ['NaN', 50000, ''],
    ['1e3', 50000, '13'],
  ])('typing %j (max %i) leaves %j', (raw, max, text) => expect(typedAmount(raw, max)).toBe(text));

  it.each([
    ['', 5, 50000, 5],
    ['1', 5, 50000, 5],
    ['4', 5, 50000, 5],
    ['5', 5, 50000, 5],
    ['150', 10, 50000, 150],
    ['0', 10, 50000, 10],
    ['90000', 5, 50000, 50000],
  ])('after the debounce %j (min %i) becomes %i', (text, min, max, value) =>
    expect(settledAmount(text, min, max)).toBe(value),
  );
});
