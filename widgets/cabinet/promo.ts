/** Inviter promo save fails locally when empty or equal to the player's own code (docs/widgets/cabinet.md). */
export function localPromoError(value: string, ownCode: string | null | undefined): 'empty' | 'own' | null {
  const code = value.trim().toUpperCase();
  if (!code) return 'empty';
  if (ownCode && code === ownCode.trim().toUpperCase()) return 'own';
  return null;
}
