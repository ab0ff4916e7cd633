import type { Client } from '../client';
import { CartResponse, DonateDataResponse, OrderResponse, StoreByCoinResponse } from '../schemas/donate';
import { Anything } from '../schemas/session';

export const donateEndpoints = (client: Client) => ({
  data: () => client.get('/api/donate-data', DonateDataResponse),
  cart: () => client.get('/api/donate/cart', Anything, { fresh: true }),
  saveCart: (record: Record<string, unknown>, captcha: string) =>
    client.send('POST', '/api/donate/cart', CartResponse, { body: { ...record, 'g-recaptcha-response': captcha } }),
  /** The card order for the saved cart; the answer is the payment page to send the player to. */
  order: (captcha: string, paymentMethod?: string) =>
    client
      .send('POST', '/api/donate/order', OrderResponse, {
        body: { 'g-recaptcha-response': captcha, ...(paymentMethod ? { payment_method_name: paymentMethod } : {}) },
      })
      .then((r) => r.data),
  storeByCoin: (productId: number, qty: number) =>
    client.send('POST', '/api/v1/order/store-by-coin', StoreByCoinResponse, {
      body: { product_id: productId, product_type: 0, product_qty: qty },
    }),
});
