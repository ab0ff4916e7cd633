import { describe, expect, it } from 'vitest';
import { caseOptions, soldOut } from '../../../widgets/donate/case-options';

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

  it('an item the schema marked unavailable (a hostile price) is listed, unavailable, not dropped (issue 24)', () => {
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
});
