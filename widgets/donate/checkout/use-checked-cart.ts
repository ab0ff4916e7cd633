import { useEffect, useState } from 'react';
import { donateEndpoints } from '../../../shared/api/endpoints/donate';
import { ServerCart } from '../../../shared/api/schemas/donate';
import { useEndpoints, useServices } from '../../../shared/runtime/context';
import { KEYS } from '../../../shared/storage';

type Shown = ServerCart | undefined;

/** What a cart charges: the fields the check page compares (docs/widgets/donate.md "Tabs"; `npm run check:api` too). */
export const chargeOf = (
  c: Pick<ServerCart, 'login' | 'title' | 'price' | 'product_qty' | 'bonus' | 'currency_code'>,
) => ({
  login: c.login,
  title: c.title,
  price: c.price,
  product_qty: c.product_qty,
  bonus: c.bonus ?? 0,
  currency_code: c.currency_code ?? 'EUR',
});
const charge = (c: Shown | null) => (c ? JSON.stringify(chargeOf(c)) : '');

/**
 * The check page's cart, kept honest (docs/widgets/donate.md, "Tabs"): it follows the stored `product` when
 * another tab changes it, and `confirm()` reads the server's cart before an order. When either differs from
 * what the player saw, the page shows the new cart and `changed` asks the player to confirm again.
 */
export function useCheckedCart() {
  const { storage } = useServices();
  const donate = useEndpoints(donateEndpoints);
  const [product, setProduct] = useState<Shown>(() => storage.local.get(KEYS.product, ServerCart));
  const [changed, setChanged] = useState(0);
  const show = (next: Shown) => (setProduct(next), setChanged((n) => n + 1));
  useEffect(
    () => storage.local.watch(KEYS.product, () => show(storage.local.get(KEYS.product, ServerCart))),
    [storage],
  );
  /** True when the server's cart is the one on screen; otherwise it goes on screen. Rejects when it cannot be read. */
  const confirm = async () => {
    const server = await donate.cart(product?.cart_id);
    if (charge(server) === charge(product) && product) return true;
    // A visitor's cart keeps its id (docs/BACKEND.md "Visitor carts") even where the server does not echo it.
    show(server ? { ...server, cart_id: server.cart_id ?? product?.cart_id } : undefined);
    return false;
  };
  return { product, changed, confirm };
}
