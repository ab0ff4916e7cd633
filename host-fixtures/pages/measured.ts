import { Window as HappyWindow } from 'happy-dom';
import { boolean, object, optional, pattern, record, string, validate, type Infer } from 'superstruct';
import { boot } from '../../shared/runtime/boot';
import { createHost } from '../host';
import { findUserByAlias } from '../state/users';
import { renderPage } from './serve-page';

/**
 * A page the size report measures (size-budgets.json "pages", scripts/page-widgets.mjs): which fixture
 * page, as which seed player (none: a visitor), and whether scrolled through (its deferred mount points
 * loaded too). The widgets are not listed: they are read from the page.
 */
export const MeasuredPage = object({
  path: pattern(string(), /^\/(?![/\\])/),
  user: optional(string()),
  scrolled: optional(boolean()),
});
export type MeasuredPage = Infer<typeof MeasuredPage>;

export interface MountPoints {
  /** Loaded at once: the names the loader itself picks (shared/runtime/boot.ts), in document order. */
  first: string[];
  /** Named by deferred mount points only (data-widget-defer): loaded when scrolled near. */
  deferred: string[];
}

/** The widgets a page's HTML mounts, split as the loader splits them: its own code does the split. */
export async function mountPoints(html: string): Promise<MountPoints> {
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
    const all = new Set(
      [...window.document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget') ?? ''),
    );
    return { first, deferred: [...all].filter((name) => !first.includes(name)) };
  } finally {
    await window.happyDOM.close();
  }
}

/** The page's HTML as the fixture host serves it (pages/serve-page.ts), to a fresh session. */
function pageHtml(root: string, page: MeasuredPage): string {
  const host = createHost(root);
  const session = host.sessions.create();
  const user = page.user === undefined ? undefined : findUserByAlias(session.state.users, page.user);
  if (page.user !== undefined && !user) throw new Error(`user "${page.user}" is no seed player (state/users.ts)`);
  const rendered = renderPage(host, new URL(page.path, 'http://localhost'), session, user?.tokens[0] ?? '');
  if (rendered.status !== 200) throw new Error(`${page.path} answers ${String(rendered.status)}`);
  return rendered.document;
}

/**
 * NAME → the widgets page NAME loads (its first wave, plus its deferred mount points when scrolled),
 * for size-budgets.json "pages"; a bad entry, an unknown player or a page that is not there throws.
 */
export async function widgetsOfPages(root: string, pages: unknown): Promise<Record<string, string[]>> {
  const [error, valid] = validate(pages, record(string(), MeasuredPage));
  if (error) throw new Error(`size-budgets.json "pages": ${error.message}`);
  const widgets: Record<string, string[]> = {};
  for (const [name, page] of Object.entries(valid)) {
    try {
      const { first, deferred } = await mountPoints(pageHtml(root, page));
      widgets[name] = page.scrolled ? [...first, ...deferred] : first;
    } catch (cause) {
      throw new Error(`size-budgets.json "pages": ${name}: ${(cause as Error).message}`, { cause });
    }
  }
  return widgets;
}
