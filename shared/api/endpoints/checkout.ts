import type { Client } from '../client';
import { OrderResponse, StoreByCoinResponse } from '../schemas/checkout';

/** Paying: the card order of the saved cart (the verification page) and a purchase for coins. */
export const checkoutEndpoints = (client: Client) => ({
  /** The card order for the saved cart; the answer is the payment page to send the player to. */
  order: (captcha: string, paymentMethod?: string, cartId?: string | null) =>
    client
      .send('POST', '/api/donate/order', OrderResponse, {
        body: {
          'g-recaptcha-response': captcha,
          ...(paymentMethod ? { payment_method_name: paymentMethod } : {}),
          ...(cartId ? { cart_id: cartId } : {}),
        },
      })
      .then((r) => r.data),
  storeByCoin: (productId: number, qty: number) =>
    client.send('POST', '/api/v1/order/store-by-coin', StoreByCoinResponse, {
      body: { product_id: productId, product_type: 0, product_qty: qty },
    }),
});
