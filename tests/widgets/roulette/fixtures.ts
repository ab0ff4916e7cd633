import type { RARITIES } from '../../../shared/api/schemas/cases';
import type { Reply } from '../../support/fake-fetch';

export const ITEMS: {
  id: number;
  name: string;
  imageName: string;
  color: (typeof RARITIES)[number];
  sortOrder: number;
}[] = [
  { id: 3, name: 'Gold watch', imageName: '/img/3.svg', color: 'improved', sortOrder: 3 },
  { id: 1, name: 'Canister', imageName: '/img/1.svg', color: 'simple', sortOrder: 1 },
  { id: 2, name: 'Phone X2', imageName: '/img/2.svg', color: 'common', sortOrder: 2 },
  { id: 4, name: 'Coupe Storm', imageName: '/img/4.svg', color: 'rare', sortOrder: 4 },
  { id: 5, name: 'Supercar Falcon', imageName: '/img/5.svg', color: 'legendary', sortOrder: 5 },
  { id: 6, name: 'Mansion', imageName: '/img/6.svg', color: 'epic', sortOrder: 6 },
];

export const detail = (count: number): Reply => ({
  body: {
    data: {
      case: { id: 2, name: 'Gold case', description: 'Cars and watches.', imageName: '/img/case.svg' },
      count,
      items: ITEMS,
    },
  },
});

let nextId = 500;
export const coupon = (itemId: number, extra: Record<string, unknown> = {}) => {
  const item = ITEMS.find((i) => i.id === itemId)!;
  const price = { simple: 5, common: 15, improved: 40, rare: 120, legendary: 400, epic: 1200 }[item.color]!;
  return {
    id: nextId++,
    name: item.name,
    imageName: item.imageName,
    color: item.color,
    isSwapAvailable: item.color !== 'epic',
    premiumCoinsPrice: price,
    converted: false,
    ...extra,
  };
};
