import { describe, expect, it } from 'vitest';
import { Case, CaseItem } from '../../../shared/api/schemas/cases';
import { StoreByCoinResponse } from '../../../shared/api/schemas/checkout';
import { ConvertResponse, Coupon } from '../../../shared/api/schemas/coupons';
import { GoodsResponse } from '../../../shared/api/schemas/shop';
import { User } from '../../../shared/api/schemas/user';
import { create, type } from 'superstruct';

const coupon = { id: 1, name: 'Gold', imageName: 'g.png', isSwapAvailable: 1, premiumCoinsPrice: 40 };
const item = { id: 2, name: 'Car', imageName: 'c.png', sortOrder: 1 };

describe('API values that become class names', () => {
  it.each(['x wgt-modal', 'wgt-modal', 'rare wgt-btn', 'RARE', '', 'constructor', 'gold'])(
    'a colour outside the six rarities is no rarity: %j',
    (color) => {
      expect(create({ ...coupon, color }, Coupon).color).toBeNull();
      expect(create({ ...item, color }, CaseItem).color).toBe('simple');
    },
  );

  it.each(['simple', 'common', 'improved', 'rare', 'legendary', 'epic'] as const)('%s stays', (color) => {
    expect(create({ ...coupon, color }, Coupon).color).toBe(color);
    expect(create({ ...item, color }, CaseItem).color).toBe(color);
  });
});

describe('prices and quantities', () => {
  const goods = { id: 101, name: 'Gold', price: 5, premiumCoinsPrice: 40, count: 1 };
  const BAD = ['-500', -1, 'Infinity', '1e21', 1e21, 'NaN', '-0.01'];

  it.each(BAD)('a goods item priced %j stays in the list, unavailable, priced at nothing', (bad) => {
    for (const field of ['price', 'premiumCoinsPrice'] as const) {
      const [item] = create({ data: { goods: [{ ...goods, [field]: bad }] } }, GoodsResponse).data.goods;
      expect(item).toMatchObject({ id: 101, unavailable: true, price: 0, premiumCoinsPrice: 0 });
    }
  });

  it.each([-1, 2.5, 1e21, 'many'])('a goods count of %j makes the item unavailable', (bad) => {
    const [item] = create({ data: { goods: [{ ...goods, count: bad }] } }, GoodsResponse).data.goods;
    expect(item).toMatchObject({ unavailable: true, count: 1 });
  });

  it('good prices pass as numbers, numeric strings included', () => {
    const [item] = create({ data: { goods: [{ ...goods, price: '7.5', premiumCoinsPrice: '0' }] } }, GoodsResponse).data
      .goods;
    expect(item).toMatchObject({ price: 7.5, premiumCoinsPrice: 0, count: 1 });
    expect(item!.unavailable).toBeFalsy();
  });

  it.each(BAD)('a coupon whose swap price is %j is not swappable', (bad) => {
    expect(create({ ...coupon, premiumCoinsPrice: bad }, Coupon)).toMatchObject({
      isSwapAvailable: false,
      premiumCoinsPrice: 0,
    });
  });

  it.each(BAD)('a case priced %j is unavailable', (bad) => {
    const sold = { id: 1, name: 'Starter', imageName: 's.png', price: bad, premiumCoinsPrice: 10 };
    expect(create(sold, Case)).toMatchObject({ unavailable: true, price: 0, premiumCoinsPrice: 0 });
  });

  it.each(BAD)('a balance of %j is refused', (bad) => {
    expect(() => create({ premiumCoins: bad }, type({ premiumCoins: User.schema.premiumCoins }))).toThrow();
    expect(() => create({ data: { premiumCoins: bad } }, StoreByCoinResponse)).toThrow();
    expect(() => create({ data: { premiumCoins: bad } }, ConvertResponse)).toThrow();
  });
});
