import { SANDBOX_HEADER } from '../../contract/sandbox-header';
import type { State } from '../state';
import { referralOf } from '../state/referral';
import { findServerByKey } from '../state/servers';
import { publicUser, type UserRecord } from '../state/users';
import { fail, ok } from './reply';
import type { Route } from './types';

const PASSWORD_MIN = 8;
const field = (body: unknown, name: string) => String((body as Record<string, unknown> | undefined)?.[name] ?? '');

/** The profile: the stored player plus what other slices know (coupon count, server title, status). */
export function profileOf(state: State, user: UserRecord) {
  const status = referralOf(state.referral, user.id).statusIndex;
  return {
    ...publicUser(user),
    couponCount: state.cases.coupons.filter((c) => c.userId === user.id).length,
    serverTitle: findServerByKey(state.servers, user.server)?.title ?? user.server,
    status: status === null ? null : (state.referral.statuses[status]?.name ?? null),
  };
}

export const routes: Route[] = [
  {
    id: 'user',
    method: 'GET',
    path: '/api/v1/user',
    auth: true,
    malformed: { data: { user: { email: 42 } } },
    handle: ({ state, user }) => ({
      ...ok({ user: profileOf(state, user) }),
      ...(user.sandbox ? { headers: { [SANDBOX_HEADER]: 'true' } } : {}),
    }),
  },
  {
    id: 'user-reset-password',
    method: 'POST',
    path: '/api/v1/user/reset-password',
    auth: true,
    handle({ user, body }) {
      const old = field(body, 'old_password');
      const password = field(body, 'password');
      if (old !== user.password)
        return fail(422, 'Old password is incorrect', { old_password: ['Old password is incorrect'] });
      if (password.length < PASSWORD_MIN)
        return fail(422, 'The password must be at least 8 characters.', {
          password: ['The password must be at least 8 characters.'],
        });
      if (password !== field(body, 'password_confirmation'))
        return fail(422, 'Passwords must match', { password_confirmation: ['Passwords must match'] });
      user.password = password;
      return ok({ success: true });
    },
  },
  {
    id: 'user-promo-code',
    method: 'POST',
    path: '/api/v1/user/promo-code',
    auth: true,
    handle({ state, user, body }) {
      const code = field(body, 'promo_code').trim().toUpperCase();
      const owner = state.users.find((u) => u.userPromoCode === code);
      if (user.registrationPromoCode)
        return fail(422, 'The inviter promo code is already set', { promo_code: ['already set'] });
      if (!owner || owner.id === user.id)
        return fail(422, 'Invalid promo code entered', { promo_code: ['Invalid promo code entered'] });
      user.registrationPromoCode = code;
      return ok({ success: true, registrationPromoCode: code });
    },
  },
  {
    id: 'user-resend-verify',
    method: 'POST',
    path: '/api/v1/user/resend-verify',
    auth: true,
    handle: ({ user }) => (user.isVerified ? fail(422, 'Already verified') : ok({ success: true })),
  },
];
