import type { Registry } from '../shared/runtime/mounter';

/** The one file that knows every widget: name → lazy import of its definition (one chunk each). */
export const registry: Registry = {
  'online-counter': () => import('./online-counter/index'),
  auth: () => import('./auth/index'),
  cabinet: () => import('./cabinet/index'),
  donate: () => import('./donate/index'),
  roulette: () => import('./roulette/index'),
};
