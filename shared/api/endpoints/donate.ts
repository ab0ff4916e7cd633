import type { Client } from '../client';
import { CartResponse, DonateDataResponse, ServerCartResponse } from '../schemas/donate';

export const donateEndpoints = (client: Client) => ({
  data: () => client.get('/api/donate-data', DonateDataResponse),
  /** The cart the server holds now (another tab may have replaced it); null when there is none. A visitor's by its id. */
  cart: (cartId?: string | null) =>
    client
      .get('/api/donate/cart', ServerCartResponse, { fresh: true, query: cartId ? { cart_id: cartId } : undefined })
      .then((r) => r.data),
  saveCart: (record: Record<string, unknown>, captcha: string) =>
    client.send('POST', '/api/donate/cart', CartResponse, { body: { ...record, 'g-recaptcha-response': captcha } }),
});
