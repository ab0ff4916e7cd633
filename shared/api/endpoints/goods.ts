import type { Client } from '../client';
import { GoodsResponse } from '../schemas/goods';

/**
 * A server's goods (the shop's goods tab, the case page): a module of their own, so the shop's first
 * screen, which shows neither, carries no goods schemas.
 */
export const goodsEndpoints = (client: Client) => ({
  list: (server: string) => client.get('/api/v1/goods', GoodsResponse, { query: { server } }).then((r) => r.data),
});
