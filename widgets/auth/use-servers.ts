import { serversEndpoints } from '../../shared/api/endpoints/servers';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import type { Option } from '../../shared/ui/field';
import { useLoad } from '../../shared/ui/use-load';
import { serverOptions } from './servers';

/** The servers to sign in to: `null` while loading, then the list or the fixed fallback. */
export function useServers(): readonly Option[] | null {
  const servers = useEndpoints(serversEndpoints);
  const { log } = useServices();
  const { state } = useLoad(
    () =>
      servers.list().then(
        (list) => serverOptions(list),
        (error: unknown) => {
          log.warn('server list unavailable, using the fallback', error);
          return serverOptions(undefined);
        },
      ),
    [servers, log],
  );
  return state.status === 'ready' ? state.data : null;
}
