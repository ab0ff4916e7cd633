import { parseRoute } from './donate/route';
import { KEYS } from '../shared/storage';
import type { Services } from '../shared/runtime/services';

/** A widget's first GETs for its mount point (paths under the API), as the widget itself asks for them. */
type Reads = (el: HTMLElement, services: Services) => string[];

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
  donate: (_, { session, nav }) => {
    const route = parseRoute(nav.path());
    const account = session.signedIn ? ['/api/v1/user'] : [];
    if (route.name === 'shop' || route.name === 'verification') return [...account, '/api/donate-data'];
    if (route.name === 'case' && session.signedIn)
      return [...account, `/api/one-rp/cases/show/${route.id}`, '/api/donate-data'];
    return account;
  },
};

/** Starts the first reads of the page's mount points (deferred ones aside: they load when they near the viewport). */
export function startFirstReads(doc: Document, services: Services): void {
  for (const el of doc.querySelectorAll<HTMLElement>('[data-widget]:not([data-widget-defer])')) {
    const name = el.dataset.widget ?? '';
    if (Object.hasOwn(FIRST_READS, name))
      for (const path of FIRST_READS[name]!(el, services)) services.api.prefetch(path);
  }
}
