import type { Route } from './types';

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

export type Match =
  { kind: 'route'; route: Route; params: Record<string, string> } | { kind: 'method-not-allowed' } | { kind: 'none' };

export function findRoute(routes: readonly Route[], method: string, path: string): Match {
  let pathMatched = false;
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === method) return { kind: 'route', route, params };
    pathMatched = true;
  }
  return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'none' };
}
