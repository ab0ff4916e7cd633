import type { Infer } from 'superstruct';
import type { User } from '../../shared/api/schemas/user';

export type CabinetUser = Infer<typeof User>;

/** What every tab module gets from the cabinet shell. */
export interface TabProps {
  user: CabinetUser;
  /** Merges known changes into the profile (promo saved, two-factor switched). */
  onUser(patch: Partial<CabinetUser>): void;
  /** Asks the API for the profile again (counts changed elsewhere). */
  refreshUser(): void;
  /** The user case shown in the roulette instead of the inventory list, or null. */
  openedCase: number | null;
  onOpenCase(id: number | null): void;
}
