import type { Client } from '../client';
import { BannersResponse } from '../schemas/banner';

export const bannerEndpoints = (client: Client) => ({
  list: () => client.get('/api/v1/banner', BannersResponse).then((r) => r.data.banners),
});
