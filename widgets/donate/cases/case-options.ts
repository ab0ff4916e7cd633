import { isSoldOut, type Case } from '../../../shared/api/schemas/cases';
import type { GoodsItem } from '../../../shared/api/schemas/shop';
import { COIN_PRICE_EUR } from '../coins/pricing';

/**
 * How a case is sold (docs/widgets/donate.md "Case purchase"): the goods items for this case
 * (`product_id` = the case, `isCaseBundle` or `product_type` cases) from the case detail answer or
 * GET /api/v1/goods, plus the case's own price fields when no single-case item exists.
 */
/** One way to buy: `count` cases per unit, for `price` EUR and/or `coins` premium coins per unit. */
export interface CaseOption {
  key: string;
  /** The goods item, or null for the case's own price. */
  goods: GoodsItem | null;
  count: number;
  name: string;
  description?: string | null;
  price: number;
  coins: number;
  /** A price or count the schema refused (shared/api/schemas/offer.ts `offer`): listed, not sold. */
  unavailable: boolean;
}

const positive = (n: number | null | undefined) => (n != null && n > 0 ? n : 0);

/** What a goods item costs per unit: `price` EUR and `coins` premium coins, 0 for none (a goods row and a case option alike). */
export const goodsPrices = (g: { price: number; premiumCoinsPrice?: number | null; unavailable?: boolean | null }) => ({
  price: positive(g.price),
  coins: positive(g.premiumCoinsPrice),
  unavailable: !!g.unavailable,
});

export function caseOptions(item: Case, goods: readonly GoodsItem[]): CaseOption[] {
  const forCase = goods.filter(
    (g) => g.product_id === item.id && (g.isCaseBundle || (g.product_type ?? 'cases') === 'cases'),
  );
  const options: CaseOption[] = forCase.map((g) => ({
    key: `goods-${g.id}`,
    goods: g,
    count: Math.max(1, g.count),
    name: g.name,
    description: g.description,
    ...goodsPrices(g),
  }));
  if (!options.some((o) => o.count === 1))
    options.push({
      key: 'own',
      goods: null,
      count: 1,
      name: item.name,
      ...goodsPrices({
        price: item.price ?? 0,
        premiumCoinsPrice: item.premiumCoinsPrice,
        unavailable: item.unavailable,
      }),
    });
  return options.filter((o) => o.unavailable || o.price > 0 || o.coins > 0).sort((a, b) => a.count - b.count);
}

/** A limited case with nothing left: shown as sold out, never offered (the rule the cabinet shares). */
export const soldOut = (item: Case) => isSoldOut(item);

const cents = (n: number) => Math.round(n * 100) / 100;
const saving = (unit: number, single: number) =>
  unit > 0 && single > unit ? Math.round((1 - unit / single) * 100) : 0;

/**
 * A bundle's price for one case in it, and the saving (whole per cent) against the single case: in the same
 * currency when the single has it, else at the shop's coin price (0.1 € a coin, pricing.ts; a euro
 * bundle beside a single sold for coins never said what it saves). 0 with no single case. Null for a single case.
 */
export function perCase(option: CaseOption, options: readonly CaseOption[]) {
  if (option.count <= 1) return null;
  const single = options.find((o) => o.count === 1);
  const price = cents(option.price / option.count);
  const coins = cents(option.coins / option.count);
  const singleEur = single ? single.price || single.coins * COIN_PRICE_EUR : 0;
  const singleCoins = single ? single.coins || single.price / COIN_PRICE_EUR : 0;
  const save = price > 0 ? saving(price, singleEur) : saving(coins, singleCoins);
  return { price, coins, save };
}

/**
 * The cheapest case in the options (a bundle counts per case): in euro when any option has a euro price,
 * else in coins; `varies` when there is more than one option (the card says "from"). Null: not on sale.
 */
export function cheapest(options: readonly CaseOption[]) {
  if (options.length === 0) return null;
  const unit = (o: CaseOption, key: 'price' | 'coins') => cents(o[key] / o.count);
  const inEuro = options.filter((o) => o.price > 0);
  const varies = options.length > 1;
  if (inEuro.length > 0) return { price: Math.min(...inEuro.map((o) => unit(o, 'price'))), coins: 0, varies };
  return { price: 0, coins: Math.min(...options.map((o) => unit(o, 'coins'))), varies };
}
