/**
 * Cases (loot boxes): the catalogue the shop sells (`/api/one-rp/cases`), their contents, and the cases
 * each player owns (`/api/v1/cases/user`). Shared by the donate and cabinet/roulette fixture APIs.
 * Image names are paths of the host's placeholder artwork (`/img/<kind>/<name>.svg?rarity=…&label=…`),
 * served by the page origin; a real API sends absolute URLs, which work the same in <img src>.
 */
export const RARITIES = ['simple', 'common', 'improved', 'rare', 'legendary', 'epic'] as const;
export type Rarity = (typeof RARITIES)[number];

export interface CaseItemRecord {
  id: number;
  name: string;
  imageName: string;
  color: Rarity;
  sortOrder: number;
  /** Coins a won coupon of this item swaps for. */
  premiumCoinsPrice: number;
  /** Relative chance of being won. */
  weight: number;
}

export interface CaseRecord {
  id: number;
  name: string;
  description: string;
  imageName: string;
  /** Price in EUR (0 when sold for coins only). */
  price: number;
  premiumCoinsPrice: number;
  isLimited: boolean;
  limitedCaseQuantity: number;
  items: CaseItemRecord[];
}

export interface UserCaseRecord {
  id: number;
  userId: number;
  caseId: number;
  count: number;
}

const ITEM_NAMES: Record<Rarity, string[]> = {
  simple: ['Canister', 'Toolbox', 'Bandage pack', 'Street map'],
  common: ['Sport jacket', 'Mountain bike', 'Phone X2'],
  improved: ['Sedan Vesta', 'Gold watch', 'Apartment key'],
  rare: ['Coupe Storm', 'Yacht pass'],
  legendary: ['Supercar Falcon'],
  epic: ['Mansion on the hill'],
};
const PRICE: Record<Rarity, number> = { simple: 5, common: 15, improved: 40, rare: 120, legendary: 400, epic: 1200 };
const WEIGHT: Record<Rarity, number> = { simple: 400, common: 250, improved: 120, rare: 40, legendary: 8, epic: 2 };

function items(caseId: number, rarities: readonly Rarity[]): CaseItemRecord[] {
  let n = 0;
  return rarities.flatMap((color) =>
    ITEM_NAMES[color].map((name) => {
      n += 1;
      const id = caseId * 100 + n;
      return {
        id,
        name,
        color,
        sortOrder: n,
        premiumCoinsPrice: PRICE[color],
        weight: WEIGHT[color],
        imageName: `/img/item/${id}.svg?rarity=${color}&label=${encodeURIComponent(name)}`,
      };
    }),
  );
}

/** A won prize: a coupon in the player's donate inventory, swappable for premium coins. */
export interface CouponRecord {
  id: number;
  userId: number;
  itemId: number;
  name: string;
  imageName: string;
  color: Rarity;
  premiumCoinsPrice: number;
  isSwapAvailable: boolean;
  converted: boolean;
}

export function couponFor(id: number, userId: number, item: CaseItemRecord): CouponRecord {
  return {
    id,
    userId,
    itemId: item.id,
    name: item.name,
    imageName: item.imageName,
    color: item.color,
    premiumCoinsPrice: item.premiumCoinsPrice,
    isSwapAvailable: item.color !== 'epic',
    converted: false,
  };
}

/**
 * Seed inventories: `verified` 12 coupons (the newest three the same Supercar Falcon, a stack in the
 * cabinet), `twofa` 3, `rich` 180 (many pages); user ids from state/users.ts.
 */
/** The Gold case's Supercar Falcon in the list of every case's items (legendary, 400 coins). */
const FALCON = 24;

function seedCoupons(cases: CaseRecord[]): CouponRecord[] {
  const all = cases.flatMap((c) => c.items);
  const out: CouponRecord[] = [];
  let id = 1000;
  for (const [userId, count] of [
    [1, 12],
    [3, 3],
    [4, 180],
  ] as const) {
    for (let k = 0; k < count; k++) {
      const falcon = userId === 1 && k >= count - 3;
      const coupon = couponFor(id++, userId, all[falcon ? FALCON : (k * 7 + userId) % all.length]!);
      if (k % 9 === 4) coupon.converted = true;
      out.push(coupon);
    }
  }
  return out;
}

export function seedCases(): {
  cases: CaseRecord[];
  userCases: UserCaseRecord[];
  coupons: CouponRecord[];
  nextCouponId: number;
} {
  const cases: CaseRecord[] = [
    {
      id: 1,
      name: 'Starter case',
      description: 'Everyday things for a fresh start in the city.',
      // Cases 1 and 2 are sold only through goods items (state/donate.ts), like the real API.
      price: 0,
      premiumCoinsPrice: 0,
      isLimited: false,
      limitedCaseQuantity: 0,
      imageName: '/img/case/1.svg?hue=200&label=Starter',
      items: items(1, ['simple', 'common', 'improved', 'rare']),
    },
    {
      id: 2,
      name: 'Gold case',
      description: 'Cars, watches and a chance at a supercar.',
      price: 0,
      premiumCoinsPrice: 0,
      isLimited: false,
      limitedCaseQuantity: 0,
      imageName: '/img/case/2.svg?hue=40&label=Gold',
      items: items(2, RARITIES),
    },
    {
      id: 3,
      name: 'Winter limited',
      description: 'Only while the snow lasts: every rarity inside.',
      price: 19.99,
      premiumCoinsPrice: 200,
      isLimited: true,
      limitedCaseQuantity: 7,
      imageName: '/img/case/3.svg?hue=190&label=Winter',
      items: items(3, RARITIES),
    },
    {
      id: 4,
      name: 'Sold-out legend',
      description: 'A limited case that has run out.',
      price: 49.99,
      premiumCoinsPrice: 500,
      isLimited: true,
      limitedCaseQuantity: 0,
      imageName: '/img/case/4.svg?hue=330&label=Legend',
      items: items(4, ['improved', 'rare', 'legendary', 'epic']),
    },
    {
      id: 5,
      name: 'Collector case',
      description: 'Shown in the catalogue, not on sale: no price and no goods item.',
      price: 0,
      premiumCoinsPrice: 0,
      isLimited: false,
      limitedCaseQuantity: 0,
      imageName: '/img/case/5.svg?hue=260&label=Collector',
      items: items(5, ['rare', 'legendary']),
    },
  ];
  // Counts 0, 1, 4, 5 and 120 exercise every open/multi-open rule (docs/widgets/roulette.md).
  const userCases: UserCaseRecord[] = [
    { id: 11, userId: 1, caseId: 1, count: 4 },
    { id: 12, userId: 1, caseId: 2, count: 1 },
    { id: 13, userId: 1, caseId: 3, count: 0 },
    { id: 14, userId: 1, caseId: 4, count: 5 },
    { id: 41, userId: 4, caseId: 2, count: 120 },
    { id: 42, userId: 4, caseId: 3, count: 5 },
    { id: 31, userId: 3, caseId: 1, count: 1 },
  ];
  return { cases, userCases, coupons: seedCoupons(cases), nextCouponId: 5000 };
}
