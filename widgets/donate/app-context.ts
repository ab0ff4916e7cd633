import { createContext, useContext } from 'react';

/** The signed-in player as the purchase forms need it (docs/widgets/donate.md, local `user` entry). */
export interface Account {
  email: string;
  server: string;
  premiumCoins: number;
}

export interface DonateApp {
  /** Client-side navigation inside the donate area ('/donate/case/3'); the locale prefix is added. */
  go(path: string): void;
  signedIn: boolean;
  /** The player, once known (stored entry first, then GET /api/v1/user). */
  account: Account | undefined;
  /** A server key preloaded through the mount point's data-server option. */
  preloadServer: string | undefined;
  /** The host's support page (data-support option), once the URL policy accepted it: the fail page links it. */
  support: string | undefined;
}

export const AppContext = createContext<DonateApp | null>(null);

export function useApp(): DonateApp {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() outside the donate widget');
  return app;
}
