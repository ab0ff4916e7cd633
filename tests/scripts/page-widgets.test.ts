import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mountPoints, widgetsOfPages } from '../../host-fixtures/pages/measured';
import { findWidgets } from '../../scripts/build-helpers.mjs';
import { pageWidgets } from '../../scripts/page-widgets.mjs';

const ROOT = path.join(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(path.join(ROOT, 'size-budgets.json'), 'utf8')) as { pages: unknown };
const widgetNames = (findWidgets(ROOT) as { name: string }[]).map((w) => w.name);

describe('the widgets a measured page loads, read from the fixture page (scripts/page-widgets.mjs)', () => {
  // Until this derivation, size-budgets.json listed each page's widgets by hand; the derived lists were
  // equal to those (commit "size report: page:NAME reads its widgets from the fixture page").
  it(
    'measures every page of size-budgets.json: widgets that exist; a scrolled view adds to its first wave',
    { timeout: 30_000 },
    async () => {
      const pages = (await pageWidgets(ROOT, config.pages)) as Record<string, string[]>;
      expect(Object.keys(pages)).toEqual(Object.keys(config.pages as object));
      for (const [name, widgets] of Object.entries(pages)) {
        expect(
          widgets.filter((w) => !widgetNames.includes(w)),
          `${name}: mount points naming no widget`,
        ).toEqual([]);
      }
      for (const name of Object.keys(pages).filter((n) => n.endsWith('-scrolled'))) {
        const first = pages[name.replace(/-scrolled$/, '')] ?? [];
        expect(pages[name]?.slice(0, first.length), `${name} starts with the first wave`).toEqual(first);
        expect(pages[name]?.length, `${name} adds deferred widgets`).toBeGreaterThan(first.length);
      }
    },
  );

  it('finds a mount point added to a page, and tells the deferred ones apart as the loader does', async () => {
    const page = (
      extra: string,
    ) => `<!doctype html><html><head><script type="module" src="/widgets/widgets.js"></script></head>
      <body><header data-widget="nav"><div data-widget="language"></div></header>
      <main><span data-widget="online-counter"></span>${extra}
        <ul data-widget="reveal" data-widget-defer></ul><div data-widget="video" data-widget-defer></div>
        <ul data-widget="reveal" data-widget-defer data-interval="300"></ul></main>
      <div data-widget="connection" hidden></div></body></html>`;
    expect(await mountPoints(page(''))).toEqual({
      first: ['nav', 'language', 'online-counter', 'connection'],
      deferred: ['reveal', 'video'],
    });
    expect(await mountPoints(page('<section><div data-widget="top-donors" data-limit="5"></div></section>'))).toEqual({
      first: ['nav', 'language', 'online-counter', 'top-donors', 'connection'],
      deferred: ['reveal', 'video'],
    });
    // A widget with one mount point in the first wave loads with it, whatever else waits below the fold.
    expect(
      await mountPoints(page('<div data-widget="video"></div><p data-widget="awards" data-widget-defer></p>')),
    ).toEqual({
      first: ['nav', 'language', 'online-counter', 'video', 'connection'],
      deferred: ['awards', 'reveal'],
    });
  });

  it('measures a scrolled page with its deferred mount points, as a player or a visitor', async () => {
    const pages = await widgetsOfPages(ROOT, {
      visitor: { path: '/' },
      player: { path: '/en/', user: 'verified' },
      scrolled: { path: '/', user: 'verified', scrolled: true },
    });
    const { visitor = [], player = [], scrolled = [] } = pages;
    expect(player.filter((w) => !visitor.includes(w))).toEqual(['logout']);
    expect(scrolled.slice(0, player.length)).toEqual(player);
    expect(scrolled.slice(player.length)).toEqual(['reveal', 'video', 'awards']);
  });

  it('refuses an entry it cannot measure, naming it', async () => {
    const refused = (pages: unknown) =>
      widgetsOfPages(ROOT, pages).then(
        () => 'measured',
        (e: Error) => e.message,
      );
    expect(await refused({ home: ['nav'] })).toMatch(/^size-budgets.json "pages": At path: home -- Expected an object/);
    expect(await refused({ home: { path: '/', scroled: true } })).toMatch(/At path: home.scroled/);
    expect(await refused({ home: { path: 'https://example.com/' } })).toMatch(/At path: home.path/);
    expect(await refused({ home: { path: '//example.com/' } })).toMatch(/At path: home.path/);
    expect(await refused({ home: { path: '/\\example.com/' } })).toMatch(/At path: home.path/);
    expect(await refused({ home: { path: '/', user: 'nobody' } })).toBe(
      'size-budgets.json "pages": home: user "nobody" is no seed player (state/users.ts)',
    );
    expect(await refused({ shop: { path: '/shop' } })).toBe('size-budgets.json "pages": shop: /shop answers 404');
  });
});
