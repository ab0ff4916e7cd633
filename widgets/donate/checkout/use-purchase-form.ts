import { useEffect, useState } from 'react';
import { useInvalidFocus } from '../../../shared/ui/use-invalid-focus';
import { useApp } from '../app-context';
import type { ServerRef } from './cart';
import { hasErrors, validatePurchase, type PurchaseErrors } from './validation';

/**
 * Server and e-mail of a purchase form: first server unless one is preloaded; for a signed-in player
 * both come from the account and are locked. Each field's error clears when it is edited.
 */
export function usePurchaseForm(servers: readonly ServerRef[]) {
  const { account, preloadServer } = useApp();
  const preloaded = servers.find((s) => s.key === preloadServer)?.key;
  const [server, setServer] = useState(account?.server ?? preloaded ?? servers[0]?.key ?? '');
  const [email, setEmail] = useState(account?.email ?? '');
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const invalid = useInvalidFocus<HTMLDivElement>();

  const [lockedServer, lockedEmail] = [account?.server, account?.email];
  useEffect(() => {
    if (lockedServer === undefined || lockedEmail === undefined) return;
    setServer(lockedServer);
    setEmail(lockedEmail);
  }, [lockedServer, lockedEmail]);

  return {
    server,
    email,
    errors,
    locked: account !== undefined,
    /** The fields' box (PurchaseFields): a refused check focuses its first invalid field. */
    box: invalid.ref,
    serverRef: servers.find((s) => s.key === server),
    setServer(value: string) {
      setServer(value);
      setErrors(({ server: _, ...rest }) => rest);
    },
    setEmail(value: string) {
      setEmail(value);
      setErrors(({ email: _, ...rest }) => rest);
    },
    /** Validates and shows the errors; true when the form may be sent. */
    check(): boolean {
      const found = validatePurchase({ server, email });
      setErrors(found);
      if (hasErrors(found)) invalid.failed();
      return !hasErrors(found);
    },
  };
}

export type PurchaseForm = ReturnType<typeof usePurchaseForm>;
