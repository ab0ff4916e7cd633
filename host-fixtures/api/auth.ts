import { Secret, TOTP } from 'otpauth';
import { field } from '../http/body';
import { randomId } from '../session/sessions';
import { newResetCode } from '../state/auth';
import { findServerByKey } from '../state/servers';
import { issueToken, type UserRecord } from '../state/users';
import { fail, ok } from './reply';
import type { Route } from './types';

const EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
const LOGIN = /^(?=.*\p{L})\S{1,40}$/u;
const PROMO = /^[A-Z0-9]{1,35}$/;

/** A TOTP code against the player's current secret, one step of clock drift either way. */
export function validTotp(secret: string | null, code: string): boolean {
  if (!secret || !/^\d{6}$/.test(code)) return false;
  return new TOTP({ secret: Secret.fromBase32(secret) }).validate({ token: code, window: 1 }) !== null;
}

function findAccount(users: readonly UserRecord[], body: unknown): UserRecord | undefined {
  const email = field(body, 'email').trim().toLowerCase();
  const login = field(body, 'login').trim();
  if (email) return users.find((u) => u.email === email);
  if (login) return users.find((u) => u.login.toLowerCase() === login.toLowerCase());
  return undefined;
}

/** The reset flow names the account by e-mail and server, like the form does. */
function resetAccount(users: readonly UserRecord[], body: unknown): UserRecord | undefined {
  const email = field(body, 'email').trim().toLowerCase();
  return users.find((u) => u.email === email && u.server === field(body, 'server'));
}

export const routes: Route[] = [
  {
    id: 'login',
    method: 'POST',
    path: '/api/v1/auth/login',
    malformed: { data: { token: 42 } },
    handle({ state, body }) {
      const user = findAccount(state.users, body);
      // Never 401 here: the client treats 401 as "your session ended".
      if (!user || user.password !== field(body, 'password') || user.server !== field(body, 'server')) {
        return fail(422, 'Invalid credentials');
      }
      // Like the real backend: a 4xx carrying needTwoFactor until a valid code comes with the credentials.
      if (user.isTwoFaEnabled && !validTotp(user.twoFaSecret, field(body, 'verification_code'))) {
        return { status: 422, body: { message: 'Two-factor code required', needTwoFactor: true } };
      }
      return ok({ token: issueToken(user, () => randomId(9)) });
    },
  },
  {
    id: 'register',
    method: 'POST',
    path: '/api/v1/auth/register',
    malformed: { data: { token: null } },
    handle({ state, body }) {
      const server = field(body, 'server');
      const login = field(body, 'login');
      const email = field(body, 'email');
      const password = field(body, 'password');
      const promo = field(body, 'promo_code');
      const errors: Record<string, string[]> = {};
      if (!findServerByKey(state.servers, server)) errors.server = ['The selected server is invalid.'];
      if (!LOGIN.test(login)) errors.login = ['The login format is invalid.'];
      else if (state.users.some((u) => u.login.toLowerCase() === login.toLowerCase()))
        errors.login = ['The login has already been taken.'];
      if (!EMAIL.test(email) || email.length > 55) errors.email = ['The email must be a valid email address.'];
      else if (state.users.some((u) => u.email === email.toLowerCase()))
        errors.email = ['The email has already been taken.'];
      if (password.length < 8) errors.password = ['The password must be at least 8 characters.'];
      else if (password !== field(body, 'password_confirmation'))
        errors.password = ['The password confirmation does not match.'];
      if (promo && (!PROMO.test(promo) || !state.users.some((u) => u.userPromoCode === promo)))
        errors.promo_code = ['The selected promo code is invalid.'];
      if (Object.keys(errors).length > 0) return fail(422, 'The given data was invalid.', errors);

      const user: UserRecord = {
        id: Math.max(0, ...state.users.map((u) => u.id)) + 1,
        alias: login,
        email: email.toLowerCase(),
        login,
        password,
        server,
        createdAt: new Date().toISOString(),
        premiumCoins: 0,
        userPromoCode: `${login
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')
          .slice(0, 12)}1`,
        registrationPromoCode: promo || null,
        couponCount: 0,
        isVerified: false,
        isTwoFaEnabled: false,
        twoFaSecret: null,
        isMediaPartner: false,
        tokens: [],
      };
      state.users.push(user);
      return ok({ token: issueToken(user, () => randomId(9)) }, 201);
    },
  },
  {
    id: 'reset-password',
    method: 'POST',
    path: '/api/v1/auth/resetPassword',
    malformed: { data: 'malformed' },
    handle({ state, body }) {
      const step = field(body, 'step');
      const user = resetAccount(state.users, body);
      if (step === 'request') {
        if (!user)
          return fail(422, 'We can not find a user with that e-mail address.', {
            email: ['No account with this e-mail on this server.'],
          });
        state.auth.resetCodes[user.email] = newResetCode();
        return ok({ sent: true });
      }
      const expected = user ? state.auth.resetCodes[user.email] : undefined;
      if (!user || !expected || field(body, 'code') !== expected)
        return fail(422, 'The code is invalid.', { code: ['The code is invalid.'] });
      if (step === 'check') return ok({ valid: true });
      if (step !== 'change') return fail(422, 'Unknown step.', { step: ['Unknown step.'] });
      const password = field(body, 'password');
      if (password.length < 8 || password !== field(body, 'password_confirmation')) {
        return fail(422, 'The given data was invalid.', {
          password: ['The password must be at least 8 characters and confirmed.'],
        });
      }
      user.password = password;
      delete state.auth.resetCodes[user.email];
      return ok({ changed: true });
    },
  },
];
