/**
 * The auth forms' rules (docs/widgets/auth.md) as pure functions. Each returns message keys under `auth.errors`
 * per field; an empty object means valid. Components translate the keys.
 */
export const LIMITS = { login: 40, email: 55, promo: 35, passwordMin: 8, code: 6 } as const;

export type ErrorKey =
  | 'serverRequired'
  | 'identityRequired'
  | 'identityInvalid'
  | 'passwordRequired'
  | 'emailEmpty'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'loginRequired'
  | 'loginInvalid'
  | 'loginTooLong'
  | 'passwordRule'
  | 'confirmationRequired'
  | 'passwordMatch'
  | 'promoInvalid'
  | 'promoTooLong'
  | 'confirmationCode'
  | 'newPasswordFailed';

export type Errors<F extends string> = Partial<Record<F, ErrorKey>>;

const EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** Standard e-mail shape, no spaces. */
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** A login has at least one letter and no whitespace. */
export const isLogin = (value: string): boolean => /\p{L}/u.test(value) && !/\s/.test(value);

const compact = <F extends string>(errors: Record<F, ErrorKey | undefined>): Errors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors<F>;

function email(value: string): ErrorKey | undefined {
  if (!value) return 'emailEmpty';
  if (value.length > LIMITS.email) return 'emailTooLong';
  return isEmail(value) ? undefined : 'emailInvalid';
}

function newPassword(password: string, confirmation: string) {
  return {
    password: password.length >= LIMITS.passwordMin ? undefined : ('passwordRule' as const),
    confirmation: !confirmation
      ? ('confirmationRequired' as const)
      : confirmation !== password
        ? ('passwordMatch' as const)
        : undefined,
  };
}

export function validateSignIn(d: {
  server: string;
  identity: string;
  password: string;
}): Errors<'server' | 'identity' | 'password'> {
  return compact({
    server: d.server ? undefined : 'serverRequired',
    identity: !d.identity
      ? 'identityRequired'
      : isEmail(d.identity) || isLogin(d.identity)
        ? undefined
        : 'identityInvalid',
    password: d.password ? undefined : 'passwordRequired',
  });
}

export function validateForgot(d: { server: string; email: string }): Errors<'server' | 'email'> {
  return compact({ server: d.server ? undefined : 'serverRequired', email: email(d.email) });
}

export function validateConfirm(d: { code: string }): Errors<'code'> {
  return compact({ code: d.code.trim() ? undefined : 'confirmationCode' });
}

export function validateNewPassword(d: {
  password: string;
  confirmation: string;
}): Errors<'password' | 'confirmation'> {
  return compact(newPassword(d.password, d.confirmation));
}

export interface SignUpData {
  server: string;
  login: string;
  email: string;
  password: string;
  confirmation: string;
  promo: string;
}
export type SignUpField = keyof SignUpData;

/** Every field at once, so the player sees all problems after one click. */
export function validateSignUp(d: SignUpData): Errors<SignUpField> {
  const login = !d.login
    ? 'loginRequired'
    : d.login.length > LIMITS.login
      ? 'loginTooLong'
      : isLogin(d.login)
        ? undefined
        : 'loginInvalid';
  const promo = !d.promo
    ? undefined
    : d.promo.length > LIMITS.promo
      ? 'promoTooLong'
      : /^[A-Za-z0-9]+$/.test(d.promo)
        ? undefined
        : 'promoInvalid';
  return compact({
    server: d.server ? undefined : 'serverRequired',
    login,
    email: email(d.email),
    ...newPassword(d.password, d.confirmation),
    promo,
  });
}

/** Server field errors of a failed sign-up (`errors.email|login|promo_code`) → the form's fields and messages. */
export function signUpServerErrors(fieldErrors: Record<string, string>): Partial<Record<SignUpField, SignUpServerKey>> {
  const out: Partial<Record<SignUpField, SignUpServerKey>> = {};
  if (fieldErrors.email) out.email = 'emailExists';
  if (fieldErrors.login) out.login = 'loginExists';
  if (fieldErrors.promo_code) out.promo = 'promoRejected';
  return out;
}
export type SignUpServerKey = 'emailExists' | 'loginExists' | 'promoRejected';

/** Typing rule for login and e-mail fields: whitespace and Cyrillic never get in. */
export const filterLoginChars = (value: string): string => value.replace(/[\s\u0400-\u04ff\u0500-\u052f]/g, '');

/** Promo codes are shown and sent upper-case. */
export const filterPromo = (value: string): string => filterLoginChars(value).toUpperCase();

/** The sign-in identity: a valid e-mail goes lower-cased as `email`, anything else as `login`. */
export function identityPayload(identity: string): { email: string } | { login: string } {
  const value = identity.trim();
  return isEmail(value) ? { email: value.toLowerCase() } : { login: value };
}
