import { useCallback, useEffect, useState } from 'react';
import { casesEndpoints } from '../../shared/api/endpoints/cases';
import { useEndpoints } from '../../shared/runtime/context';
import type { UserCaseDetail } from '../../shared/api/schemas/cases';

export type UserCaseState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; detail: UserCaseDetail };

/** GET /api/v1/cases/user/{id}; a failure or a wrong shape is the error state (with retry). */
export function useUserCase(id: number, enabled: boolean): [UserCaseState, () => void] {
  const cases = useEndpoints(casesEndpoints);
  const [state, setState] = useState<UserCaseState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setState({ status: 'loading' });
    cases.userCase(id).then(
      (detail) => alive && setState({ status: 'ready', detail }),
      () => alive && setState({ status: 'error' }),
    );
    return () => void (alive = false);
  }, [cases, id, enabled, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
