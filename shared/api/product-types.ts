/** The product types the shop has a tab for (docs/BACKEND.md "The shop"); any other can only be coming soon. */
export const PRODUCT_TYPES: readonly string[] = ['one_coin', 'goods', 'cases'];
