import { describe, expect, it } from 'vitest';
import { caseOptions, cheapest, goodsPrices, perCase, soldOut } from '../../../widgets/donate/cases/case-options';

const item = { id: 2, name: 'Gold', imageName: '/g.svg' };
const g = (id: number, count: number, price: number, coins: number, extra = {}) => ({
  id,
  name: `G${id}`,
  price,
  premiumCoinsPrice: coins,
  count,
  product_id: 2,
  product_type: 'cases',
  ...extra,
});

describe('case purchase options', () => {
  it('takes the goods for this case, single first, and skips other cases and other product types', () => {
    const options = caseOptions(item, [
      g(102, 20, 179.99, 0),
      g(103, 1, 0, 100),
      g(9, 1, 1, 0, { product_id: 7 }),
      g(10, 1, 1, 0, { product_type: 'skins' }),
    ]);
    expect(options.map((o) => [o.key, o.count, o.price, o.coins])).toEqual([
      ['goods-103', 1, 0, 100],
      ['goods-102', 20, 179.99, 0],
    ]);
  });

  it('an item the schema marked unavailable (a hostile price) is listed, unavailable, not dropped', () => {
    const options = caseOptions(item, [g(103, 1, 0, 0, { unavailable: true }), g(102, 20, 179.99, 0)]);
    expect(options.map((o) => [o.key, o.unavailable])).toEqual([
      ['goods-103', true],
      ['goods-102', false],
    ]);
    expect(caseOptions({ ...item, price: 0, unavailable: true }, [])).toMatchObject([
      { key: 'own', unavailable: true },
    ]);
  });

  it("adds the case's own price when no single-case item exists; nothing priced → no option", () => {
    expect(caseOptions({ ...item, price: 9.99, premiumCoinsPrice: 0 }, [g(102, 20, 179.99, 0)])[0]).toMatchObject({
      key: 'own',
      count: 1,
      price: 9.99,
      coins: 0,
    });
    expect(caseOptions(item, [])).toEqual([]);
    expect(caseOptions(item, [g(1, 1, 0, 0)])).toEqual([]);
  });

  it('a limited case with nothing left is sold out', () => {
    expect(soldOut({ ...item, isLimited: true, limitedCaseQuantity: 0 })).toBe(true);
    expect(soldOut({ ...item, isLimited: true, limitedCaseQuantity: 1 })).toBe(false);
    expect(soldOut({ ...item, isLimited: false, limitedCaseQuantity: 0 })).toBe(false);
  });

  it('one price mapping for goods rows and case options: non-positive prices are none, a refused one unavailable', () => {
    expect(goodsPrices({ price: 2.5, premiumCoinsPrice: 25 })).toEqual({ price: 2.5, coins: 25, unavailable: false });
    expect(goodsPrices({ price: -1, premiumCoinsPrice: null })).toEqual({ price: 0, coins: 0, unavailable: false });
    expect(goodsPrices({ price: 0, premiumCoinsPrice: 0, unavailable: true })).toEqual({
      price: 0,
      coins: 0,
      unavailable: true,
    });
  });

  it('a bundle: what one case costs in it and the saving against the single case, in the same currency first', () => {
    const options = caseOptions({ ...item, price: 0, premiumCoinsPrice: 200 }, [g(104, 5, 0, 900), g(105, 10, 50, 0)]);
    expect(options.map((o) => perCase(o, options))).toEqual([
      null,
      { price: 0, coins: 180, save: 10 },
      // A euro bundle against a single sold for coins: the coins at the shop's coin price (0.1 €), 20 € a case.
      { price: 5, coins: 0, save: 75 },
    ]);
  });

  it('the fixture Gold case: a euro bundle beside a coins-only single states its saving (it never did)', () => {
    const options = caseOptions(item, [g(102, 20, 179.99, 0), g(103, 1, 0, 100)]);
    expect(perCase(options[1]!, options)).toEqual({ price: 9, coins: 0, save: 10 });
    // Nothing to compare with: no single case at all.
    const alone = caseOptions(item, [g(102, 20, 179.99, 0)]).filter((o) => o.count > 1);
    expect(perCase(alone[0]!, alone)).toEqual({ price: 9, coins: 0, save: 0 });
  });

  it('the cheapest per-case price, in euro when any option has one, and whether it varies', () => {
    const options = caseOptions(item, [g(102, 20, 180, 0), g(103, 1, 0, 100)]);
    expect(cheapest(options)).toEqual({ price: 9, coins: 0, varies: true });
    expect(cheapest(caseOptions(item, [g(103, 1, 0, 100)]))).toEqual({ price: 0, coins: 100, varies: false });
    expect(cheapest([])).toBeNull();
  });
});
