import { casesEndpoints } from '../../shared/api/endpoints/cases';
import { useEndpoints } from '../../shared/runtime/context';
import { useLoad } from '../../shared/ui/use-load';

/** GET /api/v1/cases/user/{id}; a failure or a wrong shape is the error state (with retry). */
export function useUserCase(id: number, enabled: boolean) {
  const cases = useEndpoints(casesEndpoints);
  return useLoad(() => cases.userCase(id), [cases, id], enabled);
}
