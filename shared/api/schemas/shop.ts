import { array, string, type, type Infer } from 'superstruct';
import { Case, CaseItem } from './cases';
import { envelope, flag, maybe, numeric } from './common';
import { amount, offer, quantity } from './offer';

// The shop's offers: goods and the cases for sale. Apart from ./cases (a player's own cases, which the roulette
// and the cabinet read): a module's schemas are built as it loads, so a page carries every schema of every
// module it imports one from.

/** A goods item (docs/widgets/donate.md): sold on the special-offers tab and, for a case, on its purchase page. */
export const GoodsItem = offer(
  type({
    id: numeric(),
    name: string(),
    description: maybe(string()),
    image: maybe(string()),
    imageName: maybe(string()),
    price: amount(),
    premiumCoinsPrice: maybe(amount()),
    count: quantity(),
    quantity: maybe(quantity()),
    product_type: maybe(string()),
    product_id: maybe(numeric()),
    isCaseBundle: maybe(flag()),
  }),
  { price: 0, premiumCoinsPrice: 0, count: 1, quantity: 0 },
  ['count', 'quantity'],
);

export const GoodsResponse = envelope(
  type({ goods: array(GoodsItem), title: maybe(string()), description: maybe(string()), image: maybe(string()) }),
);
export const CasesResponse = envelope(type({ cases: array(Case) }));
export const CaseShowResponse = envelope(type({ case: Case, items: array(CaseItem), goods: maybe(array(GoodsItem)) }));
export type GoodsItem = Infer<typeof GoodsItem>;
export type GoodsResponse = Infer<typeof GoodsResponse>;
export type CasesResponse = Infer<typeof CasesResponse>;
export type CaseShowResponse = Infer<typeof CaseShowResponse>;
