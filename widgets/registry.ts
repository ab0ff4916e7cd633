import type { Registry } from '../shared/runtime/mounter';
import { chrome } from './chrome';

/**
 * The one file that knows every widget: name → its definition (the chrome's four in the core, the others a
 * lazy import each). The classic-script build uses it as is; the ESM build's loader imports the others
 * itself (widgets/core.ts).
 */
export const registry: Registry = {
  ...chrome,
  'online-counter': () => import('./online-counter/index'),
  auth: () => import('./auth/index'),
  'server-tabs': () => import('./server-tabs/index'),
  'tab-box': () => import('./tab-box/index'),
  accordion: () => import('./accordion/index'),
  copy: () => import('./copy/index'),
  reveal: () => import('./reveal/index'),
  video: () => import('./video/index'),
  awards: () => import('./awards/index'),
  'email-verification': () => import('./email-verification/index'),
  banner: () => import('./banner/index'),
  cabinet: () => import('./cabinet/index'),
  donate: () => import('./donate/index'),
  roulette: () => import('./roulette/index'),
};
