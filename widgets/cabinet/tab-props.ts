import type { User } from '../../shared/api/schemas/user';

/** What every tab module gets from the cabinet shell. */
export interface TabProps {
  user: User;
  /** Merges known changes into the profile (promo saved, two-factor switched). */
  onUser(patch: Partial<User>): void;
  /** Asks the API for the profile again (counts changed elsewhere). */
  refreshUser(): void;
  /** The user case shown in the roulette instead of the inventory list, or null. */
  openedCase: number | null;
  onOpenCase(id: number | null): void;
  /** The profile's eye on the login: the player's line above the tabs hides it too (me-bar.tsx). */
  loginShown: boolean;
  onLoginShown(shown: boolean): void;
}
