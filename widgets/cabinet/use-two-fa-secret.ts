import { useCallback, useEffect, useState } from 'react';
import { userEndpoints } from '../../shared/api/endpoints/user';
import { useEndpoints } from '../../shared/runtime/context';

type State = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; secret: string; qr: string };

/**
 * Two-factor setup data (secret + QR markup): generated on load when two-factor is off, and again on
 * `regenerate()` (retry, or right after deactivation: the fresh secret is ready when the setup shows).
 */
export function useTwoFaSecret(enabled: boolean) {
  const endpoints = useEndpoints(userEndpoints);
  const [initiallyEnabled] = useState(enabled);
  const [state, setState] = useState<State>({ status: enabled ? 'idle' : 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (initiallyEnabled && attempt === 0) return;
    let alive = true;
    setState({ status: 'loading' });
    endpoints.twoFaSecret().then(
      ({ secret, QRImage }) => alive && setState({ status: 'ready', secret, qr: QRImage }),
      () => alive && setState({ status: 'error' }),
    );
    return () => void (alive = false);
  }, [endpoints, initiallyEnabled, attempt]);
  return { state, regenerate: useCallback(() => setAttempt((n) => n + 1), []) };
}
