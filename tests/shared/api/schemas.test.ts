import { describe, expect, it } from 'vitest';
import { CaseItem } from '../../../shared/api/schemas/cases';
import { Coupon } from '../../../shared/api/schemas/coupons';
import { create } from '../../../shared/struct';

const coupon = { id: 1, name: 'Gold', imageName: 'g.png', isSwapAvailable: 1, premiumCoinsPrice: 40 };
const item = { id: 2, name: 'Car', imageName: 'c.png', sortOrder: 1 };

describe('API values that become class names (issue 24)', () => {
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
