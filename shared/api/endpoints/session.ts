import type { Client } from '../client';
import { ApiError, isApiError } from '../errors';
import {
  Anything,
  EmailVerifyResponse,
  LoginResponse,
  RegisterResponse,
  ResetPasswordResponse,
  StoreTokenResponse,
  wantsTwoFactor,
} from '../schemas/session';

export interface Credentials {
  server: string;
  email?: string;
  login?: string;
  password: string;
  verification_code?: string;
}
export interface Registration {
  server: string;
  login: string;
  email: string;
  password: string;
  password_confirmation: string;
  promo_code?: string;
}
export type ResetStep =
  | { step: 'request'; server: string; email: string }
  | { step: 'check'; server: string; email: string; code: string }
  | { step: 'change'; server: string; email: string; code: string; password: string; password_confirmation: string };

/** What a sign-in attempt gives: a session token, or a request for the authenticator code. */
export type LoginOutcome = { token: string } | { needTwoFactor: true };

const LOGIN = '/api/v1/auth/login';

export const sessionEndpoints = (client: Client) => ({
  /**
   * needTwoFactor may come with a 2xx or with a 400-599 answer (docs/widgets/auth.md): either way it is an outcome,
   * not an error. Any other 400-599 rejects with an `http` ApiError (wrong credentials or code).
   */
  login: (body: Credentials): Promise<LoginOutcome> =>
    client.send('POST', LOGIN, LoginResponse, { body }).then(
      (r): LoginOutcome => {
        if (wantsTwoFactor(r)) return { needTwoFactor: true };
        if (r.data?.token) return { token: r.data.token };
        throw new ApiError('invalid', LOGIN, 200, r, 'no token and no needTwoFactor');
      },
      (error: unknown): LoginOutcome => {
        if (isApiError(error) && error.kind === 'http' && wantsTwoFactor(error.data)) return { needTwoFactor: true };
        throw error;
      },
    ),
  register: (body: Registration) =>
    client.send('POST', '/api/v1/auth/register', RegisterResponse, { body }).then((r) => r.data),
  resetPassword: (body: ResetStep) =>
    client.send('POST', '/api/v1/auth/resetPassword', ResetPasswordResponse, { body }),
  logout: () => client.send('POST', '/api/v1/auth/logout', Anything),
  verifyEmail: (token: string) =>
    client.send('POST', '/api/v1/auth/email/verify', EmailVerifyResponse, { body: { token } }),
  /** Stores (or, with '', clears) the session token on the web server: same origin, CSRF header. */
  storeToken: (token: string) =>
    client.send('POST', '/auth-store-token', StoreTokenResponse, { body: { token }, site: true }),
});
