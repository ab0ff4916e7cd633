import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What is wrong with the keyboard focus now, or null: it is on <body>, on something not rendered or inert, off
 * screen, without a visible ring, partly under a fixed or sticky layer of the bundle, or behind another box (an
 * overlay). A visually hidden input counts by its label (a radio
 * drawn as a tile).
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(inspectFocus);
}

/** focusProblem's check, run in the page (self-contained: Playwright sends its source). */
function inspectFocus(): string | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return 'focus fell to <body>';
  const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(
    el.getAttribute('aria-label') ??
    el.textContent ??
    ''
  )
    .trim()
    .slice(0, 40)}"`;
  if (el.closest('[inert]')) return `${name} is inert`;
  const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
  let box = el.getBoundingClientRect();
  if ((box.width <= 2 || box.height <= 2) && labels[0]) box = labels[0].getBoundingClientRect();
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !labels.length)
    return `${name} is not visible`;
  if (box.width <= 2 || box.height <= 2) return `${name} has no size`;
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  if (box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.top >= innerHeight)
    return `${name} is off screen`;
  // A ring the player can see: an outline (or a box-shadow) on the control, on its label (a tile drawn for a
  // hidden radio), or an outline on the box around it that draws the ring for it (:focus-within).
  const rings = (e: Element, shadow: boolean) => {
    const s = getComputedStyle(e);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && s.outlineColor !== 'rgba(0, 0, 0, 0)';
    return outline || (shadow && s.boxShadow !== 'none');
  };
  const around = [el.parentElement, el.parentElement?.parentElement].filter((e): e is HTMLElement => !!e);
  if (![el, ...labels].some((e) => rings(e, true)) && !around.some((e) => rings(e, false)))
    return `${name} has no visible focus ring`;
  // Not under a fixed or sticky layer of the bundle (the banner's card, a bar): not even in part (WCAG 2.4.11).
  for (const layer of document.querySelectorAll<HTMLElement>('[class*="wgt-"]')) {
    if (layer.contains(el) || el.contains(layer) || !['fixed', 'sticky'].includes(getComputedStyle(layer).position))
      continue;
    const r = layer.getBoundingClientRect();
    const w = Math.min(r.right, box.right) - Math.max(r.left, box.left);
    const h = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
    if (w > 1 && h > 1 && layer.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      return `${name} is under ${layer.tagName.toLowerCase()}.${layer.classList[0]} (${Math.round(w)}×${Math.round(h)} px)`;
  }
  const top = document.elementFromPoint(x, y);
  const ok = (t: Element) => el.contains(t) || t.contains(el) || labels.some((l) => l.contains(t));
  if (top && !ok(top))
    return `${name} is behind ${top.tagName.toLowerCase()}.${String(top.className).split(' ')[0] ?? ''}`;
  return null;
}

/** The expect timeout of the config: a step gets as long as an assertion would. */
const SETTLE_MS = 5_000;

export async function expectFocusVisible(page: Page, step: string) {
  // What a key opens (a dialog, a view whose part loads) takes the focus a moment later: the page checks at
  // every frame and answers as soon as it is right; only a step that never settles is asked why.
  const settled = await page
    .waitForFunction(`(${inspectFocus.toString()})() === null`, undefined, { polling: 'raf', timeout: SETTLE_MS })
    .then(() => true)
    .catch(() => false);
  if (!settled) expect(await focusProblem(page), `after ${step}`).toBeNull();
}

/** Presses a key and checks where the focus landed. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, key);
}

/** Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await press(page, back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
  }
  throw new Error(`${max} Tab presses never reached ${target}`);
}
