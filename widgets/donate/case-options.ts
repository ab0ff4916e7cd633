/**
 * How a case is sold (docs/widgets/donate.md "Case purchase"): the goods items for this case
 * (`product_id` = the case, `isCaseBundle` or `product_type` cases) from the case detail answer or
 * GET /api/v1/goods, plus the case's own price fields when no single-case item exists.
 */
export interface CaseGoods {
  id: number;
  name: string;
  description?: string | null;
  image?: string | null;
  imageName?: string | null;
  price: number;
  premiumCoinsPrice?: number | null;
  count: number;
  product_id?: number | null;
  product_type?: string | null;
  isCaseBundle?: boolean | null;
  unavailable?: boolean | null;
}

export interface SoldCase {
  id: number;
  name: string;
  description?: string | null;
  imageName: string;
  price?: number | null;
  premiumCoinsPrice?: number | null;
  isLimited?: boolean | null;
  limitedCaseQuantity?: number | null;
  unavailable?: boolean | null;
}

/** One way to buy: `count` cases per unit, for `price` EUR and/or `coins` premium coins per unit. */
export interface CaseOption {
  key: string;
  /** The goods item, or null for the case's own price. */
  goods: CaseGoods | null;
  count: number;
  name: string;
  description?: string | null;
  price: number;
  coins: number;
  /** A price or count the schema refused (shared/api/schemas/offer.ts `offer`): listed, not sold. */
  unavailable: boolean;
}

const positive = (n: number | null | undefined) => (n != null && n > 0 ? n : 0);

export function caseOptions(item: SoldCase, goods: readonly CaseGoods[]): CaseOption[] {
  const forCase = goods.filter(
    (g) => g.product_id === item.id && (g.isCaseBundle || (g.product_type ?? 'cases') === 'cases'),
  );
  const options: CaseOption[] = forCase.map((g) => ({
    key: `goods-${g.id}`,
    goods: g,
    count: Math.max(1, g.count),
    name: g.name,
    description: g.description,
    price: positive(g.price),
    coins: positive(g.premiumCoinsPrice),
    unavailable: !!g.unavailable,
  }));
  if (!options.some((o) => o.count === 1))
    options.push({
      key: 'own',
      goods: null,
      count: 1,
      name: item.name,
      price: positive(item.price),
      coins: positive(item.premiumCoinsPrice),
      unavailable: !!item.unavailable,
    });
  return options.filter((o) => o.unavailable || o.price > 0 || o.coins > 0).sort((a, b) => a.count - b.count);
}

/** A limited case with nothing left: shown as sold out, never offered. */
export const soldOut = (item: SoldCase) => !!item.isLimited && (item.limitedCaseQuantity ?? 0) <= 0;
