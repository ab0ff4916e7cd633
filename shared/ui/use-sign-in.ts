import { useEffect } from 'react';
import { useServices } from '../runtime/context';

/** For what only players see (the cabinet, the case page): true for a player; a visitor goes to the sign-in page. */
export function useSignedInOnly(): boolean {
  const { session, nav } = useServices();
  const { signedIn } = session;
  useEffect(() => {
    if (!signedIn) nav.assign(nav.localePath('/auth'));
  }, [signedIn, nav]);
  return signedIn;
}
