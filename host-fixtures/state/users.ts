/** Fixed TOTP secret of the `twofa` player, so tests can compute codes with otpauth. */
export const TWOFA_SECRET = 'JBSWY3DPEHPK3PXPNOVARPFIXTURE2FA';

export interface UserRecord {
  id: number;
  /** Seed name used by /__fixtures/login-as?user=NAME. */
  alias: string;
  email: string;
  login: string;
  password: string;
  /** Server key, e.g. 'one'. */
  server: string;
  createdAt: string;
  premiumCoins: number;
  userPromoCode: string;
  registrationPromoCode: string | null;
  couponCount: number;
  isVerified: boolean;
  isTwoFaEnabled: boolean;
  /** Current TOTP secret (base32); a pending one while two-factor is being set up. */
  twoFaSecret: string | null;
  isMediaPartner: boolean;
  /** Valid bearer tokens; logout removes one, sign-in adds one. */
  tokens: string[];
  /** A test account (`check:api --sandbox` may change it): GET /api/v1/user says so in a header. */
  sandbox?: true;
}

export function seedUsers(): UserRecord[] {
  return [
    {
      id: 1,
      alias: 'verified',
      email: 'player@example.com',
      login: 'player',
      password: 'password123',
      server: 'one',
      createdAt: '2024-03-15T12:30:00.000Z',
      premiumCoins: 1500,
      userPromoCode: 'PLAYER2024',
      registrationPromoCode: null,
      couponCount: 12,
      isVerified: true,
      isTwoFaEnabled: false,
      twoFaSecret: null,
      isMediaPartner: false,
      tokens: ['tok-verified'],
      sandbox: true,
    },
    {
      id: 2,
      alias: 'unverified',
      email: 'newbie@example.com',
      login: 'newbie',
      password: 'password123',
      server: 'two',
      createdAt: '2025-01-20T09:05:00.000Z',
      premiumCoins: 0,
      userPromoCode: 'NEWBIE2025',
      registrationPromoCode: 'PLAYER2024',
      couponCount: 0,
      isVerified: false,
      isTwoFaEnabled: false,
      twoFaSecret: null,
      isMediaPartner: false,
      tokens: ['tok-unverified'],
    },
    {
      id: 3,
      alias: 'twofa',
      email: 'guard@example.com',
      login: 'guardian',
      password: 'password123',
      server: 'one',
      createdAt: '2023-11-02T18:45:00.000Z',
      premiumCoins: 320,
      userPromoCode: 'GUARD777',
      registrationPromoCode: null,
      couponCount: 3,
      isVerified: true,
      isTwoFaEnabled: true,
      twoFaSecret: TWOFA_SECRET,
      isMediaPartner: false,
      tokens: ['tok-twofa'],
    },
    {
      id: 4,
      alias: 'rich',
      email: 'whale@example.com',
      login: 'whale',
      password: 'password123',
      server: 'three',
      createdAt: '2022-06-30T21:10:00.000Z',
      premiumCoins: 250000,
      userPromoCode: 'WHALE2022',
      registrationPromoCode: 'PLAYER2024',
      couponCount: 180,
      isVerified: true,
      isTwoFaEnabled: false,
      twoFaSecret: null,
      isMediaPartner: true,
      tokens: ['tok-rich'],
    },
  ];
}

export function findUserByToken(users: readonly UserRecord[], token: string | undefined): UserRecord | undefined {
  if (!token) return undefined;
  return users.find((user) => user.tokens.includes(token));
}

export function findUserByAlias(users: readonly UserRecord[], alias: string): UserRecord | undefined {
  return users.find((user) => user.alias === alias);
}

/** Issues a fresh bearer token (for sign-in and sign-up handlers). */
export function issueToken(user: UserRecord, random: () => string): string {
  const token = `tok-${user.alias}-${random()}`;
  user.tokens.push(token);
  return token;
}

export function revokeToken(user: UserRecord, token: string): void {
  user.tokens = user.tokens.filter((t) => t !== token);
}

/** The User shape (docs/widgets/cabinet.md) as the API returns it (no password, secret or tokens). */
export function publicUser(user: UserRecord) {
  return {
    email: user.email,
    login: user.login,
    server: user.server,
    createdAt: user.createdAt,
    premiumCoins: user.premiumCoins,
    userPromoCode: user.userPromoCode,
    registrationPromoCode: user.registrationPromoCode,
    couponCount: user.couponCount,
    isVerified: user.isVerified,
    isTwoFaEnabled: user.isTwoFaEnabled,
    isMediaPartner: user.isMediaPartner,
  };
}
