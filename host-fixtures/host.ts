import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { apiRoutes, endpointIds } from './api';
import type { Route } from './api/types';
import { SessionStore } from './session/sessions';

/** Everything one running fixture host shares between requests. */
export interface Host {
  root: string;
  publicDir: string;
  sessions: SessionStore;
  routes: readonly Route[];
  endpointIds: ReadonlySet<string>;
  /** Responses held open by the `timeout` scenario. */
  pending: Set<ServerResponse>;
  timers: Set<NodeJS.Timeout>;
}

export function createHost(root: string): Host {
  return {
    root,
    publicDir: join(root, 'host-fixtures', 'public'),
    sessions: new SessionStore(),
    routes: apiRoutes,
    endpointIds,
    pending: new Set(),
    timers: new Set(),
  };
}

/** A delay the host can cancel on shutdown (the promise then never settles, and nothing answers). */
export function hostDelay(host: Host, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      host.timers.delete(timer);
      resolve();
    }, ms);
    host.timers.add(timer);
  });
}
