import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetProblems } from '../../scripts/widget-places.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository tree with the given files (path → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'places-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(`${root}/${file}`), { recursive: true });
    writeFileSync(`${root}/${file}`, text);
  }
  return root;
}

const budgets = (budgets: Record<string, number>, pages: string[] = []) =>
  JSON.stringify({ budgets, pages: Object.fromEntries(pages.map((page) => [page, { path: '/' }])) });
const complete = {
  'widgets/chrome.ts': "import nav from './nav/index';\nexport const chrome = { nav };\n",
  'widgets/nav/index.ts': 'export default {};',
  'widgets/donors/index.tsx': 'export default {};',
  'docs/widgets/nav.md': '# nav',
  'docs/widgets/donors.md': '# donors',
  'tests/widgets/nav/nav.test.tsx': '',
  'tests/widgets/donors/donors.test.tsx': '',
};

describe('every widget has its places (scripts/widget-places.mjs)', () => {
  it('finds nothing missing in a complete tree (a chrome widget needs no budget of its own)', async () => {
    const root = tree({
      ...complete,
      'size-budgets.json': budgets({ 'widget:donors': 100, 'page:home': 35000 }, ['home']),
    });
    expect(await widgetProblems(root)).toEqual([]);
  });

  it('names a widget without docs page, tests or budget', async () => {
    const { 'docs/widgets/donors.md': _docs, 'tests/widgets/donors/donors.test.tsx': _test, ...rest } = complete;
    const root = tree({ ...rest, 'size-budgets.json': budgets({ 'page:home': 1 }, ['home']) });
    expect(await widgetProblems(root)).toEqual([
      'donors: no docs page docs/widgets/donors.md',
      'donors: no tests in tests/widgets/donors/',
      'donors: no budget "widget:donors" in size-budgets.json (node build.mjs --update-budgets)',
    ]);
  });

  it('names a budget that speaks of a widget that has no folder', async () => {
    const root = tree({
      ...complete,
      'size-budgets.json': budgets({ 'widget:donors': 100, 'widget:old': 5, 'page:home': 35000 }, ['home']),
    });
    expect(await widgetProblems(root)).toEqual(['size-budgets.json: budget widget:old names no widget folder']);
  });

  it('names a page without its budget', async () => {
    const root = tree({
      ...complete,
      'size-budgets.json': budgets({ 'widget:donors': 100, 'page:home': 35000 }, ['home', 'cart']),
    });
    expect(await widgetProblems(root)).toEqual(['size-budgets.json: page cart has no budget "page:cart"']);
  });

  it('finds nothing missing in this repository', async () => {
    expect(await widgetProblems(path.join(import.meta.dirname, '../..'))).toEqual([]);
  });
});
