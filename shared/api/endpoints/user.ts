import type { Client } from '../client';
import { UserResponse } from '../schemas/user';

/** Who the player is (the cabinet, the shop's locked e-mail and server). */
export const userEndpoints = (client: Client) => ({
  me: (options?: { fresh?: boolean }) => client.get('/api/v1/user', UserResponse, options).then((r) => r.data.user),
});
