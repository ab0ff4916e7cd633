import { revokeToken } from '../state/users';
import { ok } from './reply';
import type { Route } from './types';

export const routes: Route[] = [
  {
    id: 'logout',
    method: 'POST',
    path: '/api/v1/auth/logout',
    auth: true,
    handle({ user, token }) {
      if (token) revokeToken(user, token);
      return ok({ success: true });
    },
  },
];
