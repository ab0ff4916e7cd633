/** Purchase form rules (docs/widgets/donate.md); answers are keys of the donate dictionary (messages.ts), so each text is in ru, uk and en. */
import type { MessageKey } from '../../../shared/i18n';
import type { donate } from '../messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PurchaseInput {
  server: string;
  email: string;
}
export type PurchaseErrors = Partial<Record<keyof PurchaseInput, MessageKey<typeof donate>>>;

export function validatePurchase({ server, email }: PurchaseInput): PurchaseErrors {
  const errors: PurchaseErrors = {};
  if (!server) errors.server = 'donate.errors.server';
  if (email.trim() === '') errors.email = 'donate.errors.emailEmpty';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'donate.errors.emailInvalid';
  return errors;
}

export const hasErrors = (errors: PurchaseErrors) => Object.keys(errors).length > 0;
