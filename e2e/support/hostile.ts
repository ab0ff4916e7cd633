import type { Page, Route } from '@playwright/test';
import { CANARY_INIT } from './xss-corpus';

/**
 * Replaces the JSON of the API's answers to `method` on `path` with `edit(realBody)`: the real response is
 * fetched from the fixture API and fulfilled with its own status and headers (CORS included), only the body
 * changed. Returns what takes this route away again (`page.unroute` with a pattern finds no route set by a
 * function).
 */
export async function rewriteApi(
  page: Page,
  path: RegExp,
  edit: (body: Record<string, unknown>) => unknown,
  method = 'GET',
): Promise<() => Promise<void>> {
  const matches = (url: URL) => path.test(url.pathname);
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: edit(body) });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

export interface Canary {
  /** Canary calls (`__xss(n)`, `alert`) and main-frame navigations away from `expectedUrl`. */
  fired(): Promise<unknown[]>;
}

/** Installs the canary before any page script and records main-frame navigations. */
export async function armCanary(page: Page): Promise<Canary> {
  await page.addInitScript({ content: CANARY_INIT });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  return {
    async fired() {
      const hits = await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits);
      // The first navigation is the test's own page load; any later one came from a vector.
      return [...hits, ...navigations.slice(1).map((url) => `navigated: ${url}`)];
    },
  };
}

/**
 * What survived sanitizing inside `root`: forbidden elements, `on*` attributes, script-bearing URLs in
 * any attribute (after stripping the whitespace and control characters browsers ignore), and document-wide
 * <base>/<meta http-equiv> that markup could have added.
 */
export async function leftovers(page: Page, root: string): Promise<string[]> {
  return page.evaluate(leftoversIn, root);
}

/** `leftovers` in the page: self-contained, so a page function can run it too (`pageThrough`). */
export function leftoversIn(selector: string): string[] {
  const found: string[] = [];
  const forbidden = 'script, iframe, frame, object, embed, base, meta, link, style, form, applet';
  const roots: ParentNode[] = [...document.querySelectorAll(selector)];
  // <template> content is a separate fragment: inspect it too.
  for (let i = 0; i < roots.length; i++)
    for (const tpl of roots[i]!.querySelectorAll('template')) roots.push(tpl.content);
  for (const el of roots) {
    for (const bad of el.querySelectorAll(forbidden)) found.push(`<${bad.localName}>`);
    for (const node of [...(el instanceof Element ? [el] : []), ...el.querySelectorAll('*')]) {
      for (const attr of node.attributes) {
        const name = attr.name.toLowerCase();
        // eslint-disable-next-line no-control-regex
        const value = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
        if (name.startsWith('on')) found.push(`<${node.localName} ${name}>`);
        // The runtime acts on data-* (data-widget, data-props, widget hooks): sanitized markup has none.
        if (name.startsWith('data-') && node.closest('[data-wgt-inert]') && !node.hasAttribute('data-wgt-inert'))
          found.push(`<${node.localName} ${name}>`);
        if (name === 'srcdoc' || name === 'formaction') found.push(`<${node.localName} ${name}>`);
        if (/^(javascript|vbscript|livescript):|^data:text\/html/.test(value))
          found.push(`<${node.localName} ${name}="${attr.value}">`);
      }
    }
  }
  if (document.querySelector('base')) found.push('document <base>');
  if (document.querySelector('meta[http-equiv]')) found.push('document <meta http-equiv>');
  return found;
}

/**
 * Pages a pager through its `total` items in the page itself, one task per item (the test's round trips
 * were most of a long corpus's time): at each, checks that `position` reads "n of total" and collects
 * `leftoversIn(root)`, then clicks `next` and waits a frame at a time for the position to move. Returns
 * each item's leftovers (empty when clean) and, where the position was not as due, what it read.
 */
export async function pageThrough(
  page: Page,
  { root, next, position, total }: { root: string; next: string; position: string; total: number },
): Promise<{ leftovers: string[][]; stoppedAt?: string }> {
  const run = async (
    find: (selector: string) => string[],
    { root, next, position, total }: { root: string; next: string; position: string; total: number },
  ) => {
    const text = () => document.querySelector(position)?.textContent ?? '';
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const found: string[][] = [];
    for (let n = 1; n <= total; n++) {
      if (text() !== `${n} of ${total}`)
        return { leftovers: found, stoppedAt: `"${text()}" where "${n} of ${total}" was due` };
      found.push(find(root));
      const before = text();
      document.querySelector<HTMLElement>(next)!.click();
      for (let i = 0; text() === before && i < 300; i++) await frame();
    }
    return { leftovers: found, ...(text() !== `1 of ${total}` && { stoppedAt: `"${text()}" after the last` }) };
  };
  return page.evaluate(`(${run})(${leftoversIn}, ${JSON.stringify({ root, next, position, total })})`);
}

/**
 * The two ways markup is sanitized (shared/ui/sanitize.ts): the browser's HTML Sanitizer API, and
 * DOMPurify where a browser has none (forced here by taking `setHTML` away before any page script).
 */
export const SANITIZERS = [
  { name: 'native sanitizer', fallback: false },
  { name: 'DOMPurify fallback', fallback: true },
] as const;
export type SanitizerChoice = (typeof SANITIZERS)[number];

export const NO_SANITIZER_API = 'delete Element.prototype.setHTML;';

/**
 * Makes the page use `sanitizer`, and logs the scripts it fetches: `purifyFetched()` tells whether
 * DOMPurify's code was among them (its chunk is the only one with that name in it).
 */
export async function pickSanitizer(page: Page, sanitizer: SanitizerChoice) {
  if (sanitizer.fallback) await page.addInitScript({ content: NO_SANITIZER_API });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return {
    async purifyFetched() {
      return (await Promise.all(scripts)).some((body) => body.includes('DOMPurify'));
    },
  };
}
