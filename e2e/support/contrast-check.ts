import type { Violation } from './layout-check';

/**
 * Non-text contrast (WCAG 1.4.11) of the fields a player must find: every visible text field, select, textarea,
 * checkbox, radio and slider (its track) must stand out from what is around it by 3:1, through its border or its fill (computed
 * colours, the background behind it composited from its ancestors). A checkbox, radio or slider drawn by the browser
 * (`appearance: auto`) fails: its painted border is not ours to measure or to theme (Chromium's dark one is 2.69:1
 * on the panel). Disabled controls are exempt (WCAG); a visually hidden input (a radio drawn as a tile) is its
 * tile's business. Runs in the page (page.evaluate), so it is self-contained.
 */
export function checkFieldContrast(): Violation[] {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba | undefined => {
    const n = css.match(/[\d.]+/g)?.map(Number);
    if (!n || n.length < 3) return undefined;
    const srgb = css.startsWith('color(srgb');
    const [r, g, b] = srgb ? n.slice(0, 3).map((v) => v * 255) : n.slice(0, 3);
    return [r!, g!, b!, n[3] ?? 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  /** The colour behind an element: its ancestors' backgrounds, composited down to the page's. */
  const behind = (el: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let e = el.parentElement; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) layers.push(c);
      if (c && c[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  const name = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const cls = [...e.classList].find((c) => c.startsWith('wgt-')) ?? e.classList[0];
      parts.unshift(e.tagName.toLowerCase() + (e.id ? `#${e.id}` : cls ? `.${cls}` : ''));
    }
    return parts.join(' > ');
  };
  const found: Violation[] = [];
  const fields = document.querySelectorAll<HTMLInputElement>(
    'input:not([type=hidden], [type=button], [type=submit]), select, textarea',
  );
  for (const el of fields) {
    if (el.disabled || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 2 || r.height <= 2) continue;
    const style = getComputedStyle(el);
    // A slider drawn by the browser too: its track is Chromium's grey (1.5:1 on the panel); ours is the input's fill.
    const toggle = el.type === 'checkbox' || el.type === 'radio' || el.type === 'range';
    if (toggle && style.appearance !== 'none') {
      found.push({ kind: 'contrast', element: name(el), detail: `${el.type} drawn by the browser` });
      continue;
    }
    // A borderless, unfilled input inside a drawn box (the stepper's digits between − and +) is seen by that box.
    let shape: Element = el;
    for (let e: Element | null = el, up = 0; e && up < 3; e = e.parentElement, up++) {
      const s = getComputedStyle(e);
      if (parseFloat(s.borderTopWidth) >= 1 || (parse(s.backgroundColor)?.[3] ?? 0) > 0) {
        shape = e;
        break;
      }
    }
    const look = shape === el ? style : getComputedStyle(shape);
    const back = behind(shape);
    const fill = over(parse(look.backgroundColor) ?? [0, 0, 0, 0], back);
    const border = parseFloat(look.borderTopWidth) >= 1 ? parse(look.borderTopColor) : undefined;
    const edge = border ? over(border, back) : fill;
    const best = Math.max(ratio(edge, back), ratio(fill, back));
    if (best < 3)
      found.push({
        kind: 'contrast',
        element: name(shape),
        detail: `border ${ratio(edge, back).toFixed(2)}:1, fill ${ratio(fill, back).toFixed(2)}:1`,
      });
  }
  return found;
}

/**
 * Text contrast (WCAG 1.4.3, 4.5:1) of every visible text under `root`: each element's own text colour (its
 * opacity blended in) over the background behind it (a gradient at its first stop), composited from its ancestors
 * down to the page's. Disabled
 * controls are exempt (WCAG). Runs in the page (page.evaluate), so it is self-contained.
 */
export function checkTextContrast(root: string): Violation[] {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba | undefined => {
    const n = css.match(/[\d.]+/g)?.map(Number);
    if (!n || n.length < 3) return undefined;
    const srgb = css.startsWith('color(srgb');
    const [r, g, b] = srgb ? n.slice(0, 3).map((v) => v * 255) : n.slice(0, 3);
    return [r!, g!, b!, n[3] ?? 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba =>
    [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const behind = (el: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      // A gradient fill (the primary button) is measured at its first stop.
      const stop = /gradient/.test(style.backgroundImage)
        ? /rgba?\([^)]*\)/.exec(style.backgroundImage)?.[0]
        : undefined;
      const c = parse(stop ?? style.backgroundColor);
      if (c && c[3] > 0) layers.push(c);
      if (c && c[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  const found: Violation[] = [];
  for (const el of document.querySelectorAll(`${root}, ${root} *`)) {
    const text = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!text || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (el.closest(':disabled, [aria-disabled="true"], [aria-hidden="true"]')) continue;
    let alpha = 1;
    for (let e: Element | null = el; e; e = e.parentElement) alpha *= Number(getComputedStyle(e).opacity);
    const bg = behind(el);
    const color = parse(getComputedStyle(el).color);
    if (!color) continue;
    const fg = over([color[0], color[1], color[2], color[3] * alpha], bg);
    const r = ratio(fg, bg);
    if (r < 4.5)
      found.push({
        kind: 'contrast',
        element: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${text.slice(0, 30)}"`,
        detail: `${r.toFixed(2)}:1`,
      });
  }
  return found;
}

/**
 * Panels drawn inside a panel of the same fill (a padded box with no edge, on the very surface it sits on): they do
 * not show as panels, only as a second inset, so the screen reads as a panel in a panel. Runs in the page.
 */
export function nestedPanels(root: string): string[] {
  const found: string[] = [];
  const clear = (fill: string) => /rgba\(0, 0, 0, 0\)|transparent/.test(fill);
  for (const el of document.querySelectorAll(`${root} *`)) {
    const style = getComputedStyle(el);
    const fill = style.backgroundColor;
    if (!el.checkVisibility() || clear(fill)) continue;
    // A button or a card with an edge shows as its own shape; only a bare padded box is a hidden panel.
    if (parseFloat(style.paddingLeft) < 8 || parseFloat(style.borderTopWidth) >= 1) continue;
    let parent = el.parentElement;
    while (parent && clear(getComputedStyle(parent).backgroundColor)) parent = parent.parentElement;
    if (parent && getComputedStyle(parent).backgroundColor === fill)
      found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} in ${parent.className}`);
  }
  return found;
}
