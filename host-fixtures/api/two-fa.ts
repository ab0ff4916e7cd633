import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import type { UserRecord } from '../state/users';
import { fail, ok } from './reply';
import type { Route } from './types';

const ISSUER = 'Nova RP';
const totp = (user: UserRecord, secret: string) => new TOTP({ issuer: ISSUER, label: user.email, secret });
const codeOf = (body: unknown) => String((body as Record<string, unknown> | undefined)?.verification_code ?? '');
/** Real TOTP, one step of drift allowed either way (what authenticator apps expect). */
const valid = (user: UserRecord, secret: string | null, code: string) =>
  !!secret && /^\d{6}$/.test(code) && totp(user, secret).validate({ token: code, window: 1 }) !== null;
const WRONG = () =>
  fail(422, 'Verification code entered incorrectly', { verification_code: ['Verification code entered incorrectly'] });

export const routes: Route[] = [
  {
    id: '2fa-secret',
    method: 'GET',
    path: '/api/v1/user/2fa/secret',
    auth: true,
    malformed: { data: { secret: 42 } },
    async handle({ user }) {
      if (user.isTwoFaEnabled) return fail(422, 'Two-factor authentication is already enabled');
      // A fresh pending secret each time: only the last one shown can be activated.
      const secret = new Secret({ size: 20 }).base32;
      user.twoFaSecret = secret;
      const QRImage = await QRCode.toString(totp(user, secret).toString(), { type: 'svg', margin: 1 });
      return ok({ secret, QRImage });
    },
  },
  {
    id: '2fa-verify',
    method: 'POST',
    path: '/api/v1/user/2fa/verify',
    auth: true,
    handle({ user, body }) {
      const secret = String((body as Record<string, unknown> | undefined)?.google_secret ?? '');
      if (user.isTwoFaEnabled || secret !== user.twoFaSecret || !valid(user, secret, codeOf(body))) return WRONG();
      user.isTwoFaEnabled = true;
      return ok({ success: true });
    },
  },
  {
    id: '2fa-destroy',
    method: 'DELETE',
    path: '/api/v1/user/2fa/destroy',
    auth: true,
    handle({ user, body }) {
      if (!user.isTwoFaEnabled || !valid(user, user.twoFaSecret, codeOf(body))) return WRONG();
      user.isTwoFaEnabled = false;
      user.twoFaSecret = null;
      return ok({ success: true });
    },
  },
];
