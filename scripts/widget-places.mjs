// The places every widget has (docs/ARCHITECTURE.md, "Where a new widget's files go"), checked against
// the one list of widgets, the folders widgets/<name>/ with an index: its docs page, its tests, its
// budget (unless it ships inside the core, widgets/chrome.ts), no budget naming a widget that is gone, and a
// page budget for every measured page (size-budgets.json "pages", which names fixture pages: their widgets
// are declared by the page, scripts/page-widgets.mjs).
// Run by tests/scripts/widget-places.test.ts and `npm run check:widget`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findWidgets, widgetsImportedBy } from './build-helpers.mjs';

const json = (/** @type {string} */ root, /** @type {string} */ file) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const hasTests = (/** @type {string} */ root, /** @type {string} */ name) => {
  const dir = path.join(root, 'tests/widgets', name);
  return existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => /\.test\.tsx?$/.test(String(f)));
};

/**
 * What is missing or stale, one sentence each (empty: all in place). `only`: check this widget alone.
 * @param {string} root
 * @param {string} [only]
 * @returns {Promise<string[]>}
 */
export async function widgetProblems(root, only) {
  const widgets = findWidgets(root);
  const names = new Set(widgets.map((w) => w.name));
  const inCore = await widgetsImportedBy('widgets/chrome.ts', widgets, root);
  const { budgets = {}, pages = {} } = json(root, 'size-budgets.json');
  const problems = [];
  for (const { name } of widgets) {
    if (only && name !== only) continue;
    if (!existsSync(path.join(root, `docs/widgets/${name}.md`)))
      problems.push(`${name}: no docs page docs/widgets/${name}.md`);
    if (!hasTests(root, name)) problems.push(`${name}: no tests in tests/widgets/${name}/`);
    if (!inCore.has(name) && typeof budgets[`widget:${name}`] !== 'number')
      problems.push(`${name}: no budget "widget:${name}" in size-budgets.json (node build.mjs --update-budgets)`);
  }
  if (only && !names.has(only)) problems.push(`${only}: no folder widgets/${only}/ with an index.ts(x)`);
  for (const key of Object.keys(budgets))
    if (key.startsWith('widget:') && !names.has(key.slice(7)))
      problems.push(`size-budgets.json: budget ${key} names no widget folder`);
  for (const page of Object.keys(pages)) {
    if (typeof budgets[`page:${page}`] !== 'number')
      problems.push(`size-budgets.json: page ${page} has no budget "page:${page}"`);
  }
  return problems;
}
