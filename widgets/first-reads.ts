import { parseRoute, type Route } from './donate/route';
import { KEYS } from '../shared/storage';
import { yieldToMain } from '../shared/runtime/yield-to-main';
import { preloadPart, type PartsAtBoot } from '../shared/runtime/parts';
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
  donate: (_, services) => {
    const route = parseRoute(services.nav.path());
    if (!services.session.signedIn) return route.name === 'case' ? [] : shopReads(route);
    const reads = ['/api/v1/user', ...shopReads(route)];
    if (route.name !== 'case') return reads;
    // The case page (widgets/donate/cases/case-page.tsx): the case (its answer carries the goods for the player's
    // server: docs/BACKEND.md, "Cases"), the shop's data and the player's copies.
    return [...reads, `/api/one-rp/cases/show/${route.id}`, '/api/donate-data', '/api/v1/cases/user'];
  },
};
const shopReads = (route: Route): string[] =>
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
 * (deferred mount points aside: they load when they near the viewport). Each request in a task of its own
 * (yieldToMain: ahead of what else waits, where the browser can): the browser's set-up of a request is
 * 2-5 ms at 1x here, and one task for the page's services and all its reads held the main thread 110-130 ms
 * at 4x CPU.
 */
export async function startFirstReads(doc: Document, services: Services): Promise<void> {
  for (const el of doc.querySelectorAll<HTMLElement>('[data-widget]:not([data-widget-defer])')) {
    const name = el.dataset.widget ?? '';
    const reads = Object.hasOwn(FIRST_READS, name) ? FIRST_READS[name]!(el, services) : [];
    const part = Object.hasOwn(FIRST_PARTS, name) ? FIRST_PARTS[name as PartsAtBoot](services) : undefined;
    for (const read of reads) {
      await yieldToMain();
      services.api.prefetch(read);
    }
    if (part) {
      await yieldToMain();
      preloadPart(part);
    }
  }
}
