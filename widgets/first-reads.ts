import { parseRoute, type Route } from './donate/route';
import { KEYS } from '../shared/storage';
import { preloadPart, type PartsAtBoot } from '../shared/runtime/parts';
import type { Services } from '../shared/runtime/services';

/** A GET under the API as the widget asks for it: its path, and its query when it has one. */
type Read = string | [path: string, query: Record<string, string>];
/** A widget's first GETs for its mount point, as the widget itself asks for them. */
type Reads = (el: HTMLElement, services: Services) => Read[];

/** The player's server as the donate area stored it from GET /api/v1/user (widgets/donate/use-account.ts). */
const storedServer = ({ storage }: Services): string | undefined => {
  const server = storage.local.get<Record<string, unknown>>(KEYS.user)?.server;
  return typeof server === 'string' && server !== '' ? server : undefined;
};

/**
 * Render-as-you-fetch: the first reads of the widgets whose data a page shows at once, started by the
 * runtime as soon as the core is in, while the widgets' own files load; each widget's `get` of the same
 * address then takes the answer in flight (shared/api/client.ts `prefetch`). Each entry asks what its
 * widget asks when it first renders, under the same conditions; one that asked for more would cost a
 * request, one that asked for less a round trip (e2e/round-trips.spec.ts counts them, docs/PERFORMANCE.md).
 */
export const FIRST_READS: Record<string, Reads> = {
  'online-counter': () => ['/api/v1/servers-statistic'],
  banner: (_, { storage }) => (storage.session.get(KEYS.promoBannerClosed) === true ? [] : ['/api/v1/banner']),
  auth: (_, { session }) => (session.signedIn ? [] : ['/api/v1/servers']),
  cabinet: (_, { session }) => (session.signedIn ? ['/api/v1/user'] : []),
  roulette: (el, { session }) => {
    const id = el.dataset.userCaseId ?? '';
    return session.signedIn && /^[1-9]\d{0,9}$/.test(id) && Number(id) < 2 ** 31 ? [`/api/v1/cases/user/${id}`] : [];
  },
  donate: (_, services) => {
    const route = parseRoute(services.nav.path());
    if (!services.session.signedIn) return route.name === 'case' ? [] : shopReads(route);
    const reads: Read[] = ['/api/v1/user', ...shopReads(route)];
    if (route.name !== 'case') return reads;
    // The case page (widgets/donate/cases/case-page.tsx): the case, the shop's data, the player's copies, and
    // the goods of the server the area stored (the fresh account then names the same server).
    const server = storedServer(services);
    reads.push(`/api/one-rp/cases/show/${route.id}`, '/api/donate-data', '/api/v1/cases/user');
    if (server) reads.push(['/api/v1/goods', { server }]);
    return reads;
  },
};
const shopReads = (route: Route): Read[] =>
  route.name === 'shop' || route.name === 'verification' ? ['/api/donate-data'] : [];

/**
 * The lazy part a widget's first screen is at its address (a client route's view), requested with the
 * page's first wave instead of after the widget's own files: keyed by the widgets the loader fetches the
 * parts' manifest at boot for (shared/runtime/parts.ts).
 */
export const FIRST_PARTS: Record<PartsAtBoot, (services: Services) => string | undefined> = {
  donate: ({ nav, session }) => {
    const route = parseRoute(nav.path()).name;
    if (route === 'case') return session.signedIn ? 'widgets/donate/cases/case-page' : undefined;
    if (route === 'verification') return 'widgets/donate/checkout/verification';
    return route === 'success' || route === 'fail' ? 'widgets/donate/result/result' : undefined;
  },
};

/**
 * Starts the first reads of the page's mount points and requests the lazy parts their first screens are
 * (deferred mount points aside: they load when they near the viewport).
 */
export function startFirstReads(doc: Document, services: Services): void {
  for (const el of doc.querySelectorAll<HTMLElement>('[data-widget]:not([data-widget-defer])')) {
    const name = el.dataset.widget ?? '';
    if (Object.hasOwn(FIRST_READS, name))
      for (const read of FIRST_READS[name]!(el, services))
        if (typeof read === 'string') services.api.prefetch(read);
        else services.api.prefetch(read[0], { query: read[1] });
    const part = Object.hasOwn(FIRST_PARTS, name) ? FIRST_PARTS[name as PartsAtBoot](services) : undefined;
    if (part) preloadPart(part);
  }
}
