import type { Registry } from '../shared/runtime/mounter';
import * as connection from './connection/index';
import * as language from './language/index';
import * as logout from './logout/index';
import * as nav from './nav/index';

// Every page's chrome carries these four (header, language menu, sign-out, connection notice): they
// ship inside the core instead of costing a request each.
const inCore =
  <M>(module: M) =>
  () =>
    Promise.resolve(module);

export const chrome: Registry = {
  nav: inCore(nav),
  language: inCore(language),
  connection: inCore(connection),
  logout: inCore(logout),
};
