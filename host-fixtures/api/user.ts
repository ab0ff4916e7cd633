import { publicUser } from '../state/users';
import { ok } from './reply';
import type { Route } from './types';

/** The signed-in player (SPEC §7 GET /api/v1/user): read by the donate area and the cabinet. */
export const routes: Route[] = [
  {
    id: 'user',
    method: 'GET',
    path: '/api/v1/user',
    auth: true,
    malformed: { data: { user: { email: 1 } } },
    handle: ({ user }) => ok({ user: publicUser(user) }),
  },
];
