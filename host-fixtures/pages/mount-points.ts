import { boolean, object, optional, pattern, record, string, validate, type Infer } from 'superstruct';
import { stripLocale } from '../../shared/i18n/locales';

// The widgets each site page mounts, as data: what its preload tags name (serve-page.ts) and what the size
// report measures (scripts/page-widgets.mjs, which reads this module without rendering a page).
// tests/scripts/page-widgets.test.ts renders every page here, as a visitor and as a player, and finds these
// mount points in its markup, so the two cannot drift.

/** The chrome's (layout.ts), on every site page; logout for a signed-in player only. */
const CHROME = ['nav', 'language', 'connection'];
const SIGNED_IN = ['logout'];

/**
 * By page path (pages/list.ts): `first`, loaded at once; `deferred`, named by deferred mount points only
 * (data-widget-defer), loaded when scrolled near.
 */
export const PAGE_WIDGETS: Readonly<Record<string, { first: readonly string[]; deferred?: readonly string[] }>> = {
  '/': {
    first: ['online-counter', 'server-tabs', 'copy', 'accordion', 'tab-box', 'banner'],
    deferred: ['reveal', 'video', 'awards'],
  },
  '/auth': { first: ['auth'] },
  '/donate': { first: ['donate'] },
  '/cabinet': { first: ['banner', 'cabinet'] },
  // The promo under the roulette waits, so the Open button is on a phone's first screen.
  '/cabinet/case': { first: ['roulette'], deferred: ['banner'] },
  '/email-verification': { first: ['email-verification'] },
  '/terms': { first: [] },
};

export interface MountPoints {
  first: string[];
  deferred: string[];
}

/** The widgets of the page at `pagePath` (a pages/list.ts path), for a visitor or a signed-in player. */
export function mountPointsOf(pagePath: string, signedIn: boolean): MountPoints | undefined {
  const page = Object.hasOwn(PAGE_WIDGETS, pagePath) ? PAGE_WIDGETS[pagePath] : undefined;
  if (!page) return undefined;
  return { first: [...CHROME, ...(signedIn ? SIGNED_IN : []), ...page.first], deferred: [...(page.deferred ?? [])] };
}

/**
 * A page the size report measures (size-budgets.json "pages"): which fixture page, as which seed player
 * (none: a visitor), and whether scrolled through (its deferred mount points loaded too).
 */
export const MeasuredPage = object({
  path: pattern(string(), /^\/(?![/\\])/),
  user: optional(string()),
  scrolled: optional(boolean()),
});
export type MeasuredPage = Infer<typeof MeasuredPage>;

/**
 * NAME → the widgets page NAME loads (its first wave, plus its deferred ones when scrolled), for
 * size-budgets.json "pages"; a bad entry or a page with no mount points here throws.
 */
export function widgetsOfPages(pages: unknown): Record<string, string[]> {
  const [error, valid] = validate(pages, record(string(), MeasuredPage));
  if (error) throw new Error(`size-budgets.json "pages": ${error.message}`);
  const widgets: Record<string, string[]> = {};
  for (const [name, page] of Object.entries(valid)) {
    const { path } = stripLocale(new URL(page.path, 'http://localhost').pathname);
    const mounts = mountPointsOf(path, page.user !== undefined);
    if (!mounts)
      throw new Error(
        `size-budgets.json "pages": ${name}: ${path} has no mount points in host-fixtures/pages/mount-points.ts`,
      );
    widgets[name] = page.scrolled ? [...mounts.first, ...mounts.deferred] : mounts.first;
  }
  return widgets;
}
