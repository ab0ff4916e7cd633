import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n';
import { auth } from '../../../widgets/auth/messages';
import {
  filterLoginChars,
  filterPromo,
  identityPayload,
  isEmail,
  isLogin,
  LIMITS,
  signUpServerErrors,
  validateConfirm,
  validateForgot,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  type ErrorKey,
  type SignUpData,
} from '../../../widgets/auth/validate';
import { LOCALES } from '../../../shared/i18n/locales';

describe('constants (docs/widgets/auth.md)', () => {
  it('has the limits docs/widgets/auth.md names', () =>
    expect(LIMITS).toEqual({ login: 40, email: 55, promo: 35, passwordMin: 8, code: 6 }));
});

describe('isEmail / isLogin', () => {
  it.each([
    ['player@example.com', true],
    ['Player.Name+tag@sub.example.org', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['@example.com', false],
    ['player@', false],
    ['', false],
  ])('isEmail(%j) = %s', (value, expected) => expect(isEmail(value)).toBe(expected));

  it.each([
    ['player', true],
    ['hero1', true],
    ['12345', false],
    ['pl ayer', false],
    ['tab\tin', false],
    ['', false],
    ['_x_', true],
  ])('isLogin(%j) = %s', (value, expected) => expect(isLogin(value)).toBe(expected));
});

describe('sign-in', () => {
  const ok = { server: 'one', identity: 'player', password: 'x' };
  it.each<[string, Partial<typeof ok>, Record<string, ErrorKey>]>([
    ['valid login', {}, {}],
    ['valid e-mail', { identity: 'player@example.com' }, {}],
    ['no server', { server: '' }, { server: 'serverRequired' }],
    ['no identity', { identity: '' }, { identity: 'identityRequired' }],
    ['identity neither e-mail nor login', { identity: '12345' }, { identity: 'identityInvalid' }],
    ['no password', { password: '' }, { password: 'passwordRequired' }],
    [
      'everything empty',
      { server: '', identity: '', password: '' },
      { server: 'serverRequired', identity: 'identityRequired', password: 'passwordRequired' },
    ],
  ])('%s', (_, patch, expected) => expect(validateSignIn({ ...ok, ...patch })).toEqual(expected));

  it.each([
    ['Player@Example.COM', { email: 'player@example.com' }],
    [' player@example.com ', { email: 'player@example.com' }],
    ['Player', { login: 'Player' }],
    ['player@example', { login: 'player@example' }],
  ])('sends %j as %j', (identity, expected) => expect(identityPayload(identity)).toEqual(expected));
});

describe('forgot password', () => {
  it.each<[string, { server: string; email: string }, Record<string, ErrorKey>]>([
    ['valid', { server: 'one', email: 'player@example.com' }, {}],
    ['no server', { server: '', email: 'player@example.com' }, { server: 'serverRequired' }],
    ['empty e-mail', { server: 'one', email: '' }, { email: 'emailEmpty' }],
    ['bad e-mail', { server: 'one', email: 'player@example' }, { email: 'emailInvalid' }],
    ['too long e-mail', { server: 'one', email: `${'a'.repeat(44)}@example.com` }, { email: 'emailTooLong' }],
  ])('%s', (_, data, expected) => expect(validateForgot(data)).toEqual(expected));

  it('accepts an e-mail of exactly 55 characters', () =>
    expect(validateForgot({ server: 'one', email: `${'a'.repeat(43)}@example.com` })).toEqual({}));
});

describe('confirm code and new password', () => {
  it.each([
    ['', { code: 'confirmationCode' }],
    ['  ', { code: 'confirmationCode' }],
    ['123456', {}],
  ])('code %j', (code, expected) => expect(validateConfirm({ code })).toEqual(expected));
  it.each<[string, string, string, Record<string, ErrorKey>]>([
    ['valid', 'password1', 'password1', {}],
    ['7 characters', '1234567', '1234567', { password: 'passwordRule' }],
    ['exactly 8', '12345678', '12345678', {}],
    ['no confirmation', 'password1', '', { confirmation: 'confirmationRequired' }],
    ['different confirmation', 'password1', 'password2', { confirmation: 'passwordMatch' }],
    ['both empty', '', '', { password: 'passwordRule', confirmation: 'confirmationRequired' }],
  ])('%s', (_, password, confirmation, expected) =>
    expect(validateNewPassword({ password, confirmation })).toEqual(expected),
  );
});

describe('sign-up (every field at once)', () => {
  const ok: SignUpData = {
    server: 'one',
    login: 'hero',
    email: 'hero@example.com',
    password: 'password1',
    confirmation: 'password1',
    promo: '',
  };
  it.each<[string, Partial<SignUpData>, Record<string, ErrorKey>]>([
    ['valid without promo', {}, {}],
    ['valid with promo', { promo: 'PLAYER2024' }, {}],
    ['no server', { server: '' }, { server: 'serverRequired' }],
    ['no login', { login: '' }, { login: 'loginRequired' }],
    ['login without a letter', { login: '2024' }, { login: 'loginInvalid' }],
    ['login with a space', { login: 'he ro' }, { login: 'loginInvalid' }],
    ['login of 41', { login: 'a'.repeat(41) }, { login: 'loginTooLong' }],
    ['login of 40', { login: 'a'.repeat(40) }, {}],
    ['no e-mail', { email: '' }, { email: 'emailEmpty' }],
    ['bad e-mail', { email: 'hero@' }, { email: 'emailInvalid' }],
    ['e-mail of 56', { email: `${'a'.repeat(44)}@example.com` }, { email: 'emailTooLong' }],
    ['short password', { password: 'short', confirmation: 'short' }, { password: 'passwordRule' }],
    ['no confirmation', { confirmation: '' }, { confirmation: 'confirmationRequired' }],
    ['mismatch', { confirmation: 'password2' }, { confirmation: 'passwordMatch' }],
    ['promo with a dash', { promo: 'AB-12' }, { promo: 'promoInvalid' }],
    ['promo of 36', { promo: 'A'.repeat(36) }, { promo: 'promoTooLong' }],
    ['promo of 35', { promo: 'A'.repeat(35) }, {}],
    [
      'all wrong together',
      { server: '', login: '', email: 'x', password: '1', confirmation: '2', promo: '$' },
      {
        server: 'serverRequired',
        login: 'loginRequired',
        email: 'emailInvalid',
        password: 'passwordRule',
        confirmation: 'passwordMatch',
        promo: 'promoInvalid',
      },
    ],
  ])('%s', (_, patch, expected) => expect(validateSignUp({ ...ok, ...patch })).toEqual(expected));

  it.each([
    [{ email: 'The email has already been taken.' }, { email: 'emailExists' }],
    [{ login: 'taken' }, { login: 'loginExists' }],
    [{ promo_code: 'invalid' }, { promo: 'promoRejected' }],
    [
      { email: 'x', login: 'y', promo_code: 'z', password: 'ignored' },
      { email: 'emailExists', login: 'loginExists', promo: 'promoRejected' },
    ],
    [{}, {}],
  ])('server errors %j → %j', (errors, expected) => expect(signUpServerErrors(errors)).toEqual(expected));
});

describe('typing rules', () => {
  it.each([
    ['pl ayer', 'player'],
    ['игрок1', '1'],
    ['ЁжYes', 'Yes'],
    ['a\tb\nc', 'abc'],
    ['ok@example.com', 'ok@example.com'],
    ['їєі', ''],
  ])('login/e-mail %j → %j', (typed, kept) => expect(filterLoginChars(typed)).toBe(kept));
  it.each([
    ['player2024', 'PLAYER2024'],
    ['ab cd', 'ABCD'],
    ['промо9', '9'],
  ])('promo %j → %j', (typed, shown) => expect(filterPromo(typed)).toBe(shown));
});

describe('messages', () => {
  const keys: (ErrorKey | string)[] = [
    'serverRequired',
    'identityRequired',
    'identityInvalid',
    'passwordRequired',
    'emailEmpty',
    'emailInvalid',
    'emailTooLong',
    'loginRequired',
    'loginInvalid',
    'loginTooLong',
    'passwordRule',
    'confirmationRequired',
    'passwordMatch',
    'promoInvalid',
    'promoTooLong',
    'confirmationCode',
    'newPasswordFailed',
    'credentials',
    'twoFaCode',
    'emailExists',
    'loginExists',
    'promoRejected',
    'generic',
  ];
  it.each(LOCALES)('every error key has a %s text', (locale) => {
    const i18n = createI18n(locale, (m) => {
      throw new Error(m);
    });
    i18n.add(auth);
    for (const key of keys) expect(i18n.t(`auth.errors.${key}`)).not.toBe(`auth.errors.${key}`);
  });

  // The texts docs/widgets/auth.md quotes, word for word in English, and the ru label it names.
  it.each([
    ['en', 'serverRequired', 'A server must be selected'],
    ['en', 'emailEmpty', 'Email field must not be empty'],
    ['en', 'emailInvalid', 'Invalid email entered'],
    ['en', 'identityInvalid', 'Invalid email or login'],
    ['en', 'credentials', 'Invalid credentials'],
    ['en', 'emailExists', 'A user with this email already exists'],
    ['en', 'loginExists', 'A user with this login already exists'],
    ['en', 'promoRejected', 'Invalid promo code entered'],
    ['en', 'twoFaCode', 'Invalid code'],
    ['en', 'confirmationCode', 'Verification code entered incorrectly'],
    ['en', 'passwordRule', 'Password must include at least 8 characters.'],
    ['en', 'passwordMatch', 'Passwords must match'],
    ['ru', 'twoFaCode', 'Неверный код'],
    ['uk', 'twoFaCode', 'Невірний код'],
  ] as const)('%s %s = %j', (locale, key, text) => {
    const i18n = createI18n(locale);
    i18n.add(auth);
    expect(i18n.t(`auth.errors.${key}`)).toBe(text);
  });
});
