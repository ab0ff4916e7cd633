// The widgets each measured page loads, not kept in the budgets: size-budgets.json "pages" names each page
// the size report measures (page:NAME) by its fixture page, a seed player and whether it is scrolled
// through; host-fixtures/pages/mount-points.ts declares each fixture page's mount points as data (the first
// wave, the deferred ones), which tests/scripts/page-widgets.test.ts checks against the rendered page.
import { importTs } from './build-helpers.mjs';

/**
 * NAME → the widgets page NAME loads, for `pages` (size-budgets.json "pages": NAME → {path, user?, scrolled?}).
 * @param {unknown} pages
 * @returns {Promise<Record<string, string[]>>}
 */
export async function pageWidgets(pages) {
  const { widgetsOfPages } = await importTs('host-fixtures/pages/mount-points.ts');
  return widgetsOfPages(pages);
}
