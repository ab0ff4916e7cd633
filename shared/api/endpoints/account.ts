import type { Client } from '../client';
import { Anything } from '../schemas/session';
import { TwoFaSecretResponse } from '../schemas/account';

/** What the player changes in their account (the cabinet's profile and settings). */
export const accountEndpoints = (client: Client) => ({
  twoFaSecret: () => client.get('/api/v1/user/2fa/secret', TwoFaSecretResponse, { fresh: true }).then((r) => r.data),
  twoFaVerify: (code: string, secret: string) =>
    client.send('POST', '/api/v1/user/2fa/verify', Anything, {
      body: { verification_code: code, google_secret: secret },
    }),
  twoFaDestroy: (code: string) =>
    client.send('DELETE', '/api/v1/user/2fa/destroy', Anything, { body: { verification_code: code } }),
  changePassword: (body: { old_password: string; password: string; password_confirmation: string }) =>
    client.send('POST', '/api/v1/user/reset-password', Anything, { body }),
  savePromoCode: (promo_code: string) =>
    client.send('POST', '/api/v1/user/promo-code', Anything, { body: { promo_code } }),
  resendVerify: () => client.send('POST', '/api/v1/user/resend-verify', Anything),
});
