import { bump } from '../state/counters';
import { driftOnline } from '../state/servers';
import { ok } from './reply';
import type { Route } from './types';

export const routes: Route[] = [
  {
    id: 'servers-statistic',
    method: 'GET',
    path: '/api/v1/servers-statistic',
    malformed: { data: { servers: 'oops' } },
    handle({ state }) {
      driftOnline(state.servers, bump(state.counters, 'servers-statistic'));
      return ok({ servers: state.servers.map(({ title, online }) => ({ title, online })) });
    },
  },
  {
    id: 'servers',
    method: 'GET',
    path: '/api/v1/servers',
    malformed: { data: { servers: [{ id: 'x' }] } },
    handle({ state }) {
      return ok({ servers: state.servers.map(({ id, key, title }) => ({ id, key, title })) });
    },
  },
];
