import { useCallback, useState } from 'react';
import { accountEndpoints } from '../../shared/api/endpoints/account';
import { useEndpoints } from '../../shared/runtime/context';
import { withSanitizer } from '../../shared/ui/sanitize';
import { useLoad } from '../../shared/ui/use-load';

/**
 * Two-factor setup data (secret + QR markup, ready with its sanitizer): generated on load when two-factor is off, and again on
 * `regenerate()` (retry, or right after deactivation: the fresh secret is ready when the setup shows).
 */
export function useTwoFaSecret(enabled: boolean) {
  const endpoints = useEndpoints(accountEndpoints);
  const [wanted, setWanted] = useState(!enabled);
  const { state, retry } = useLoad(() => withSanitizer(endpoints.twoFaSecret()), [endpoints], wanted);
  const regenerate = useCallback(() => (wanted ? retry() : setWanted(true)), [wanted, retry]);
  return { state, regenerate };
}
