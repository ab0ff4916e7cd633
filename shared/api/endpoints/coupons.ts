import type { Client } from '../client';
import { ConvertResponse, CouponsResponse } from '../schemas/coupons';

/** The player's coupons (the donate inventory) and their swap for coins. */
export const couponsEndpoints = (client: Client) => ({
  list: (page: number) =>
    client.get('/api/v1/coupons/user/', CouponsResponse, { query: { page }, fresh: true }).then((r) => r.data),
  /** A GET that changes state (as the API defines it): never shared, never cached. */
  convert: (id: number) =>
    client
      .get(`/api/v1/coupons/convert/${id}`, ConvertResponse, { fresh: true })
      .then((r) => r.data?.premiumCoins ?? undefined),
});
