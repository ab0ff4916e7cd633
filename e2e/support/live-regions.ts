import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** One thing a screen reader would say from a live region, by itself (not because the focus moved). */
export interface Announcement {
  /** performance.now() in the page when the region changed (the faked clock's, when one is installed). */
  at: number;
  level: 'polite' | 'assertive';
  text: string;
  /** The region, for a failure message: `p.wgt-visually-hidden`, `div[data-wgt-announcer]`. */
  region: string;
}

declare global {
  interface Window {
    __liveHeard?: Announcement[];
  }
}

/**
 * Records every announcement of the page's live regions (`aria-live` polite or assertive, `role=status`, `role=alert`,
 * `role=log`) from before the first script runs: a MutationObserver over the document. Changes to one region in one
 * task are one announcement; a region marked `aria-atomic` (status and alert are) is heard whole, another only by
 * what was added or changed. A region hidden (display, visibility, `hidden`, `aria-hidden`, inert) or left empty
 * says nothing; an alert added with its text is heard, as screen readers do. Call before `page.goto`.
 */
export async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';
    const heard: Announcement[] = (window.__liveHeard = []);
    const regionOf = (node: Node | null): Element | null => {
      const el = node instanceof Element ? node : (node?.parentElement ?? null);
      const region = el?.closest(LIVE) ?? null;
      if (!region || region.getAttribute('aria-live') === 'off') return null;
      return region;
    };
    const levelOf = (region: Element): 'polite' | 'assertive' =>
      region.getAttribute('aria-live') === 'assertive' ||
      (region.getAttribute('role') === 'alert' && region.getAttribute('aria-live') !== 'polite')
        ? 'assertive'
        : 'polite';
    const atomic = (region: Element) =>
      region.getAttribute('aria-atomic') === 'true' ||
      (['status', 'alert'].includes(region.getAttribute('role') ?? '') &&
        region.getAttribute('aria-atomic') !== 'false');
    const silent = (region: Element) =>
      !region.isConnected ||
      !region.checkVisibility({ visibilityProperty: true }) ||
      region.closest('[aria-hidden="true"], [inert]') !== null;
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}${el.hasAttribute('data-wgt-announcer') ? '[data-wgt-announcer]' : ''}`;

    new MutationObserver((records) => {
      const changed = new Map<Element, string[]>();
      for (const r of records) {
        const region = regionOf(r.target);
        const touched: Node[] = r.type === 'characterData' ? [r.target] : [...r.addedNodes];
        for (const node of touched) {
          // A node added as a region of its own (an alert put on the page with its text) is heard too.
          const own = region ?? (node instanceof Element && node.matches(LIVE) ? node : null);
          if (!own) continue;
          const parts = changed.get(own) ?? [];
          parts.push(node.textContent ?? '');
          changed.set(own, parts);
        }
        // An element added holding an alert deeper inside it (a field with its message).
        for (const node of r.addedNodes) {
          if (!(node instanceof Element) || regionOf(node)) continue;
          for (const inner of node.querySelectorAll(LIVE))
            if (!changed.has(inner)) changed.set(inner, [inner.textContent ?? '']);
        }
      }
      const at = performance.now();
      for (const [region, parts] of changed) {
        if (silent(region)) continue;
        const text = clean(atomic(region) ? (region.textContent ?? '') : parts.join(' '));
        if (text) heard.push({ at, level: levelOf(region), text, region: name(region) });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Everything heard since the page loaded. */
export function heard(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => window.__liveHeard ?? []);
}

/**
 * What the page said in answer to `action` (which waits for the outcome it expects): the announcements recorded
 * from its start until it returned.
 */
export async function heardDuring(page: Page, action: () => Promise<void>): Promise<Announcement[]> {
  const before = (await heard(page)).length;
  await action();
  return (await heard(page)).slice(before);
}

/** One line per announcement, for a failure message and the report: `+120ms assertive "2 fields need fixing"`. */
export function transcript(said: readonly Announcement[]): string {
  const start = said[0]?.at ?? 0;
  return said.map((a) => `+${Math.round(a.at - start)}ms ${a.level} ${a.region} "${a.text}"`).join('\n');
}

/**
 * One action, at most `max` announcements (two: what happened and, at most, one more thing): a screen reader
 * user hears a sentence, not a queue. `min` (1 by default) is what the action must say at least; 0 where the focus
 * moving to the new view's heading is what speaks.
 */
export function expectSpeech(said: readonly Announcement[], step: string, { min = 1, max = 2 } = {}) {
  const lines = `${step}:\n${transcript(said) || '(nothing)'}`;
  expect(said.length, lines).toBeGreaterThanOrEqual(min);
  expect(said.length, lines).toBeLessThanOrEqual(max);
}

/**
 * No control's text contradicts what was said last: no visible control still offers what was just announced as
 * done (`stale`: «Обменять всё» beside «Всё обменяно»), and every figure with a unit that the last announcement and
 * one of `agree` both name (€, монет) is the same figure («Оплатить 25,00 €» under «К оплате 25,00 €»).
 */
export async function expectNoContradiction(
  page: Page,
  said: readonly Announcement[],
  { stale, agree = [] }: { stale?: RegExp; agree?: Locator[] } = {},
) {
  const last = said.at(-1);
  if (!last) return;
  if (stale) {
    const offered = await page
      .locator('button:visible, a:visible, [role="button"]:visible')
      .evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()));
    expect(
      offered.filter((text) => stale.test(text)),
      `controls beside "${last.text}"`,
    ).toEqual([]);
  }
  const figures = (text: string) =>
    new Map(
      [...text.replace(/\u00a0|\u202f/g, ' ').matchAll(/(\d[\d ,.]*?)\s?(€|\p{L}+)/gu)].map((m) => [m[2]!, m[1]!]),
    );
  const spoken = figures(last.text);
  for (const control of agree) {
    const shown = figures(await control.innerText());
    for (const [unit, value] of shown)
      if (spoken.has(unit))
        expect(value, `${unit} in "${await control.innerText()}" beside "${last.text}"`).toBe(spoken.get(unit));
  }
}
