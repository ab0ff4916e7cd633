// The widgets each measured page loads (scripts/page-widgets.mjs) come from the mount points each fixture page
// declares as data (host-fixtures/pages/mount-points.ts); here every declared page is rendered as the fixture
// host serves it and its `data-widget` mount points, split by the loader's own code, must be the declared ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window as HappyWindow } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { createHost } from '../../host-fixtures/host';
import { pages as sitePages } from '../../host-fixtures/pages/list';
import { mountPointsOf, PAGE_WIDGETS, widgetsOfPages, type MountPoints } from '../../host-fixtures/pages/mount-points';
import { renderPage } from '../../host-fixtures/pages/serve-page';
import { findUserByAlias } from '../../host-fixtures/state/users';
import { boot } from '../../shared/runtime/boot';
import { findWidgets } from '../../scripts/build-helpers.mjs';
import { pageWidgets } from '../../scripts/page-widgets.mjs';

const ROOT = path.join(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(path.join(ROOT, 'size-budgets.json'), 'utf8')) as {
  pages: Record<string, { path: string; user?: string; scrolled?: boolean }>;
};
const widgetNames = (findWidgets(ROOT) as { name: string }[]).map((w) => w.name);

/** The page at `address` as the fixture host serves it to a fresh session, as seed player `user` or a visitor. */
function render(address: string, user?: string): { status: number; document: string } {
  const host = createHost(ROOT);
  const session = host.sessions.create();
  const player = user === undefined ? undefined : findUserByAlias(session.state.users, user);
  if (user !== undefined && !player) throw new Error(`user "${user}" is no seed player (state/users.ts)`);
  return renderPage(host, new URL(address, 'http://localhost'), session, player?.tokens[0] ?? '');
}

/** The widgets a page's HTML mounts, split as the loader splits them (its own code picks the first wave). */
async function mountPointsIn(html: string): Promise<MountPoints> {
  const window = new HappyWindow({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  try {
    window.document.write(html);
    // The loader hands the first wave's names to the function that loads the core; here it answers never.
    const first = await new Promise<string[]>((resolve) => {
      boot(window as unknown as Window, (names) => {
        resolve(names);
        return new Promise(() => undefined);
      });
    });
    const all = [...window.document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'));
    return { first, deferred: [...new Set(all)].filter((name): name is string => !!name && !first.includes(name)) };
  } finally {
    await window.happyDOM.close();
  }
}

const sorted = ({ first, deferred }: MountPoints) => ({ first: [...first].sort(), deferred: [...deferred].sort() });

describe("the widgets a measured page loads: its fixture page's declared mount points (scripts/page-widgets.mjs)", () => {
  it.each(
    Object.keys(PAGE_WIDGETS).flatMap((page) => [
      [page, 'a visitor', undefined] as const,
      [page, 'a player', 'verified'] as const,
    ]),
  )('%s, as %s: the rendered mount points are the declared ones', async (page, _who, user) => {
    const rendered = render(page, user);
    expect(rendered.status).toBe(200);
    expect(sorted(await mountPointsIn(rendered.document))).toEqual(sorted(mountPointsOf(page, user !== undefined)!));
  });

  it('declares the mount points of every site page', () => {
    const site = sitePages.filter((p) => p.group === 'site').map((p) => p.path);
    expect(site.filter((page) => !mountPointsOf(page, false))).toEqual([]);
  });

  it.each(Object.entries(config.pages))(
    'size-budgets.json page %s: its widgets are those its page renders for its player',
    async (name, page) => {
      const widgets = (await pageWidgets({ [name]: page }))[name]!;
      expect(widgets.filter((w) => !widgetNames.includes(w))).toEqual([]);
      const rendered = render(page.path, page.user);
      expect(rendered.status).toBe(200);
      const { first, deferred } = await mountPointsIn(rendered.document);
      expect([...widgets].sort()).toEqual([...first, ...(page.scrolled ? deferred : [])].sort());
    },
  );

  it('refuses an entry it cannot measure, naming it', () => {
    const refused = (pages: unknown) => {
      try {
        widgetsOfPages(pages);
        return 'measured';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refused({ home: ['nav'] })).toMatch(/^size-budgets.json "pages": At path: home -- Expected an object/);
    expect(refused({ home: { path: '/', scroled: true } })).toMatch(/At path: home.scroled/);
    expect(refused({ home: { path: 'https://example.com/' } })).toMatch(/At path: home.path/);
    expect(refused({ home: { path: '//example.com/' } })).toMatch(/At path: home.path/);
    expect(refused({ home: { path: '/\\example.com/' } })).toMatch(/At path: home.path/);
    expect(refused({ shop: { path: '/uk/shop?x=1' } })).toBe(
      'size-budgets.json "pages": shop: /shop has no mount points in host-fixtures/pages/mount-points.ts',
    );
  });
});
