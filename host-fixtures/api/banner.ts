import { ok } from './reply';
import type { Route } from './types';

export const routes: Route[] = [
  {
    id: 'banner',
    method: 'GET',
    path: '/api/v1/banner',
    malformed: { data: { banners: [{ expiredAt: 12 }] } },
    handle: ({ state }) => ok({ banners: state.banners.map(({ kind: _kind, ...banner }) => banner) }),
  },
];
