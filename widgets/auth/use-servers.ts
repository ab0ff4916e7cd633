import { useEffect, useState } from 'react';
import { serversEndpoints } from '../../shared/api/endpoints/servers';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import type { Option } from '../../shared/ui/field';
import { serverOptions } from './servers';

/** The servers to sign in to: `null` while loading, then the list or the fixed fallback. */
export function useServers(): readonly Option[] | null {
  const servers = useEndpoints(serversEndpoints);
  const { log } = useServices();
  const [options, setOptions] = useState<readonly Option[] | null>(null);
  useEffect(() => {
    let alive = true;
    servers.list().then(
      (list) => alive && setOptions(serverOptions(list)),
      (error: unknown) => {
        log.warn('server list unavailable, using the fallback', error);
        if (alive) setOptions(serverOptions(undefined));
      },
    );
    return () => void (alive = false);
  }, [servers, log]);
  return options;
}
