import { fail, ok } from './reply';
import type { Route } from './types';

export const routes: Route[] = [
  {
    id: 'email-verify',
    method: 'POST',
    path: '/api/v1/auth/email/verify',
    handle({ state, body }) {
      const token = typeof (body as { token?: unknown })?.token === 'string' ? (body as { token: string }).token : '';
      if (!token) return fail(422, 'The token field is required.', { token: ['The token field is required.'] });
      const record = state.emailTokens[token];
      if (!record) return fail(404, 'Verification link is invalid.');
      if (record.used) return fail(422, 'Verification link has already been used.');
      record.used = true;
      const user = state.users.find((u) => u.alias === record.userAlias);
      if (user) user.isVerified = true;
      return ok({ message: 'Email verified' });
    },
  },
];
