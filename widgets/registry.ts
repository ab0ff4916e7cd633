import type { Registry } from '../shared/runtime/mounter';
import * as connection from './connection/index';
import * as language from './language/index';
import * as logout from './logout/index';
import * as nav from './nav/index';

// Every page's chrome carries these four (header, language menu, sign-out, connection notice): they
// ship inside the core chunk instead of costing a request each.
const inCore =
  <M>(module: M) =>
  () =>
    Promise.resolve(module);

/** The one file that knows every widget: name → its definition (lazy imports get a chunk each). */
export const registry: Registry = {
  nav: inCore(nav),
  language: inCore(language),
  connection: inCore(connection),
  logout: inCore(logout),
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
