import type { Client, RequestOptions } from '../client';
import { ServersResponse, ServersStatisticResponse } from '../schemas/servers';

export const serversEndpoints = (client: Client) => ({
  /** Online count per server; `fresh` re-asks instead of sharing the page's answer. */
  statistic: (options?: Pick<RequestOptions, 'fresh'>) =>
    client.get('/api/v1/servers-statistic', ServersStatisticResponse, options).then((r) => r.data.servers),
  list: () => client.get('/api/v1/servers', ServersResponse).then((r) => r.data.servers),
});
