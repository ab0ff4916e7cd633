import type { Client } from '../client';
import { ConvertResponse, CouponsResponse, TwoFaSecretResponse, UserResponse } from '../schemas/user';
import { Anything } from '../schemas/session';

export const userEndpoints = (client: Client) => ({
  me: (options?: { fresh?: boolean }) => client.get('/api/v1/user', UserResponse, options).then((r) => r.data.user),
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
  coupons: (page: number) =>
    client.get('/api/v1/coupons/user/', CouponsResponse, { query: { page }, fresh: true }).then((r) => r.data),
  /** A GET that changes state (as the API defines it): never shared, never cached. */
  convertCoupon: (id: number) =>
    client
      .get(`/api/v1/coupons/convert/${id}`, ConvertResponse, { fresh: true })
      .then((r) => r.data?.premiumCoins ?? undefined),
});
