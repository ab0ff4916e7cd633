import type { Registry, WidgetModule } from '../shared/runtime/registry';
import connection from './connection/index';
import language from './language/index';
import logout from './logout/index';
import nav from './nav/index';

// Every page's chrome carries these four (header, language menu, sign-out, connection notice): they
// ship inside the core instead of costing a request each.
const inCore = (definition: WidgetModule['default']) => () => Promise.resolve({ default: definition });

export const chrome: Registry = {
  nav: inCore(nav),
  language: inCore(language),
  connection: inCore(connection),
  logout: inCore(logout),
};
