import type { Client } from '../client';
import { Anything, EmailVerifyResponse, LoginResponse, RegisterResponse, StoreTokenResponse } from '../schemas/session';

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

export const sessionEndpoints = (client: Client) => ({
  login: (body: Credentials) => client.send('POST', '/api/v1/auth/login', LoginResponse, { body }),
  register: (body: Registration) => client.send('POST', '/api/v1/auth/register', RegisterResponse, { body }).then((r) => r.data),
  resetPassword: (body: ResetStep) => client.send('POST', '/api/v1/auth/resetPassword', Anything, { body }),
  logout: () => client.send('POST', '/api/v1/auth/logout', Anything),
  verifyEmail: (token: string) => client.send('POST', '/api/v1/auth/email/verify', EmailVerifyResponse, { body: { token } }),
  /** Stores (or, with '', clears) the session token on the web server: same origin, CSRF header. */
  storeToken: (token: string) => client.send('POST', '/auth-store-token', StoreTokenResponse, { body: { token }, site: true }),
});
