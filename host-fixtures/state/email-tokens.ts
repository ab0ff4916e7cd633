/** E-mail verification links: `good-token` confirms the unverified player once; `used-token` is spent. */
export interface EmailTokenRecord {
  userAlias: string;
  used: boolean;
}

export function seedEmailTokens(): Record<string, EmailTokenRecord> {
  return {
    'good-token': { userAlias: 'unverified', used: false },
    'used-token': { userAlias: 'verified', used: true },
  };
}
