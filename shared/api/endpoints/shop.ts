import type { Client } from '../client';
import { CaseShowResponse, CasesResponse, GoodsResponse } from '../schemas/shop';

/**
 * The shop's offers: a server's goods (the goods tab, the case page) and the cases for sale. A module of their
 * own, so the shop's first screen, the roulette and a player's case list carry none of their schemas.
 */
export const shopEndpoints = (client: Client) => ({
  goods: (server: string) => client.get('/api/v1/goods', GoodsResponse, { query: { server } }).then((r) => r.data),
  cases: () => client.get('/api/one-rp/cases', CasesResponse).then((r) => r.data.cases),
  case: (id: number) => client.get(`/api/one-rp/cases/show/${id}`, CaseShowResponse).then((r) => r.data),
});
