import type { Registry } from '../shared/runtime/mounter';

/** The one file that knows every widget: name → lazy import of its definition (one chunk each). */
export const registry: Registry = {
  'online-counter': () => import('./online-counter/index'),
  auth: () => import('./auth/index'),
  nav: () => import('./nav/index'),
  'server-tabs': () => import('./server-tabs/index'),
  'tab-box': () => import('./tab-box/index'),
  accordion: () => import('./accordion/index'),
  copy: () => import('./copy/index'),
  language: () => import('./language/index'),
  reveal: () => import('./reveal/index'),
  video: () => import('./video/index'),
  awards: () => import('./awards/index'),
  connection: () => import('./connection/index'),
  logout: () => import('./logout/index'),
  'email-verification': () => import('./email-verification/index'),
  banner: () => import('./banner/index'),
  cabinet: () => import('./cabinet/index'),
  donate: () => import('./donate/index'),
  roulette: () => import('./roulette/index'),
};
