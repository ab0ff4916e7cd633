/** One thing a player would see as broken (docs/TESTING.md, "Layout guard"). */
export interface Violation {
  kind:
    | 'broken-word'
    | 'narrow-column'
    | 'clipped'
    | 'fused-words'
    | 'overflow'
    | 'overlap'
    | 'covered'
    | 'short-edge'
    | 'tab-rows'
    | 'off-screen'
    | 'contrast';
  /** A short CSS path of the element, e.g. `section.wgt-case-buy > li.wgt-goods__row > h4`. */
  element: string;
  /** The word (for overlap, the other control; for covered, the start of the text line). */
  detail: string;
}

export interface LayoutReport {
  words: number;
  violations: Violation[];
}

/**
 * Measures the page as laid out now; runs in the page (page.evaluate), so it is self-contained.
 * - broken word: a word's line boxes (a Range over it in its text node) sit on more than one line;
 * - narrow column: a word wider than the box that lays it out (it sticks out of its column or is cut);
 * - clipped: a word cut off by a box around it that clips (overflow hidden or clip, paint containment,
 *   content-visibility), where no scrolling reaches it and no "…" says so (its column overflowed the box); or a
 *   line cut with "…" whose "…" another box covers (the text ends mid-letter);
 * - fused words: two blocks of text (paragraphs, headings, list items) laid out on one line with nothing between
 *   them, so their words run together ("Кешбэк 10%Только": a description's paragraphs shown inline);
 * - overflow: the page is wider than the viewport (the elements sticking out are named);
 * - overlap: a visible control (button, link, input, select, textarea) covers part of another;
 * - covered: a fixed or sticky box sits over a line of the page's text at some scroll position (see coveredText).
 * Words are split where a line may break without breaking a word: spaces, and after a hyphen, dash, slash,
 * question or exclamation mark.
 * A token of 24 characters or more (an e-mail, an address, a code) wider than its whole column may break (it
 * cannot fit whole); the column check does not apply to it. A shorter word never breaks, however narrow its column,
 * unless `wideWordsBreak`: then any word wider than its whole column may break (at 320 px with WCAG 1.4.12's text
 * spacing a long word may be wider than a phone's column: breaking it beats cutting it or scrolling sideways), and
 * a word that fits still stays whole.
 */
export function checkLayout({ wideWordsBreak = false } = {}): LayoutReport {
  // At the top of the page: a sticky site header over content scrolled under it is scrolling, not layout.
  window.scrollTo(0, 0);
  const violations: Violation[] = [];
  const add = (kind: Violation['kind'], el: Element, detail: string) =>
    violations.push({ kind, element: name(el), detail });
  const name = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const cls = [...e.classList].find((c) => c.startsWith('wgt-')) ?? e.classList[0];
      parts.unshift(e.tagName.toLowerCase() + (e.id ? `#${e.id}` : cls ? `.${cls}` : ''));
    }
    return parts.join(' > ');
  };
  // Not laid out for the eye: not rendered, transparent, or clipped to a pixel (visually hidden text).
  const hiddenCache = new Map<Element, boolean>();
  const hidden = (el: Element): boolean => {
    let known = hiddenCache.get(el);
    if (known !== undefined) return known;
    const r = el.getBoundingClientRect();
    known =
      el.closest('script, style, noscript, template, option, svg') !== null ||
      !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      ((r.width <= 2 || r.height <= 2) && getComputedStyle(el).overflow !== 'visible') ||
      (el.parentElement !== null && el.parentElement !== document.body && hidden(el.parentElement));
    hiddenCache.set(el, known);
    return known;
  };
  /**
   * The box that clips an element's text: the ancestors that cut what sticks out of them (overflow hidden or
   * clip, paint containment, content-visibility), intersected. None when a scroll container is on the way
   * (scrolling reaches the text) or the text says it is cut ("…": text-overflow, a line clamp).
   */
  const clipBox = (el: Element): DOMRect | undefined => {
    let box: DOMRect | undefined;
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (/auto|scroll/.test(style.overflow) || style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none')
        return undefined;
      if (
        /hidden|clip/.test(style.overflow) ||
        /paint|strict|content/.test(style.contain) ||
        style.contentVisibility === 'auto'
      ) {
        const r = e.getBoundingClientRect();
        const left = Math.max(r.left, box?.left ?? -Infinity);
        const top = Math.max(r.top, box?.top ?? -Infinity);
        const right = Math.min(r.right, box?.right ?? Infinity);
        const bottom = Math.min(r.bottom, box?.bottom ?? Infinity);
        box = new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      }
    }
    return box;
  };
  const blockOf = (el: Element): Element => {
    for (let e: Element | null = el; e; e = e.parentElement)
      if (!getComputedStyle(e).display.startsWith('inline') || getComputedStyle(e).display === 'inline-block') return e;
    return document.body;
  };

  // Words.
  let words = 0;
  const range = document.createRange();
  const charRect = (node: Node, at: number): DOMRect | undefined => {
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return [...range.getClientRects()].find((r) => r.width > 0.5 && r.height > 0.5);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const wordRe = /[^\s\-‐–—/?!]+[-‐–—/?!]?/g;
  // Longer than any word of ru, uk or en a page shows (Пользовательское is 16): e-mails, addresses, codes.
  const LONG_TOKEN = 24;
  // The last visible character before this text node: its box, and the block of text (by tag) it belongs to.
  let before: { rect: DOMRect; block: Element | null; text: string } | undefined;
  const cutWithDots = new Set<Element>();
  const TEXT_BLOCK = 'p, h1, h2, h3, h4, h5, h6, li, dd, dt, blockquote, td, th, div';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !/\S/.test(text) || hidden(parent)) continue;
    const textBlock = parent.closest(TEXT_BLOCK);
    const start = /^\S/.test(text) ? charRect(node, 0) : undefined;
    if (before && start && /\S$/.test(before.text) && textBlock !== before.block) {
      const a = before.rect;
      const gap = start.left - a.right;
      if (Math.abs(start.top - a.top) < a.height / 2 && gap > -1 && gap < 1.5)
        add('fused-words', parent, `${before.text.trim().split(/\s+/).pop()}|${text.trim().split(/\s+/)[0]}`);
    }
    const end = charRect(node, text.trimEnd().length - 1);
    before = end ? { rect: end, block: textBlock, text: text.trimEnd() } : undefined;
    const block = blockOf(parent);
    const style = getComputedStyle(block);
    const box = block.getBoundingClientRect();
    const left = box.left + parseFloat(style.borderLeftWidth) - 1;
    const right = box.right - parseFloat(style.borderRightWidth) + 1;
    const inner = right - left - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 2;
    // A one-line block cut with "…" (the promo strip's description) says its words run on past its edge.
    const marked = style.textOverflow === 'ellipsis' && /hidden|clip/.test(style.overflowX);
    if (marked) cutWithDots.add(block);
    const cut = clipBox(parent);
    for (const m of text.matchAll(wordRe)) {
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (rects.length === 0) continue;
      words++;
      const lines = new Set<number>();
      for (const r of rects) if (![...lines].some((top) => Math.abs(top - r.top) < r.height / 2)) lines.add(r.top);
      // A token wider than its whole column (a long e-mail or address) may break: it cannot fit whole. A word
      // of a language never may: a column squeezed narrower than its words does not excuse them.
      const width = rects.reduce((sum, r) => sum + r.width, 0);
      if (lines.size > 1 && (width <= inner || (m[0].length < LONG_TOKEN && !wideWordsBreak)))
        add('broken-word', parent, m[0]);
      else if (!marked && rects.some((r) => r.left < left || r.right > right)) add('narrow-column', block, m[0]);
      else if (cut && rects.some((r) => r.left < cut.left - 1 || r.right > cut.right + 1 || r.bottom > cut.bottom + 1))
        add('clipped', parent, m[0]);
    }
  }

  // A "…" under another box (a button laid over the end of a cut line): the text then ends mid-letter with
  // nothing to say it goes on.
  for (const block of cutWithDots) {
    if (block.scrollWidth <= block.clientWidth + 1) continue;
    const r = block.getBoundingClientRect();
    const end = r.right - parseFloat(getComputedStyle(block).paddingRight) - 4;
    const hit = document.elementFromPoint(end, r.top + r.height / 2);
    if (hit && !block.contains(hit)) add('clipped', block, `… under ${name(hit)}`);
  }

  // Horizontal overflow of the page.
  const vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw) {
    const out: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      // Visually hidden boxes count here: a 1-pixel label placed outside the page still widens it.
      if (!el.checkVisibility() || out.some((o) => o.contains(el))) continue;
      if (el.getBoundingClientRect().right > vw + 1) out.push(el);
    }
    for (const el of out.slice(0, 5))
      add('overflow', el, `right edge ${Math.round(el.getBoundingClientRect().right)} > ${vw}`);
  }

  // Controls covering one another.
  const controls = [
    ...document.body.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea'),
  ].filter((el) => !hidden(el));
  // Line boxes, not the bounding box: a link that wraps covers no one between its lines.
  // Each box clipped by the scrolling or clipping boxes around it: a control scrolled out of a list covers nothing.
  const clip = (el: Element, r: DOMRect): DOMRect => {
    let { left, top, right, bottom } = r;
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      if (getComputedStyle(e).overflow === 'visible') continue;
      const c = e.getBoundingClientRect();
      left = Math.max(left, c.left);
      top = Math.max(top, c.top);
      right = Math.min(right, c.right);
      bottom = Math.min(bottom, c.bottom);
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };
  const pinnedControl = (el: Element) => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement)
      if (/^(fixed|sticky)$/.test(getComputedStyle(e).position)) return true;
    return false;
  };
  const boxes = controls.map((el) => [...el.getClientRects()].map((r) => clip(el, r)));
  const cover = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) >= 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) >= 2;
  for (let i = 0; i < controls.length; i++)
    for (let j = i + 1; j < controls.length; j++) {
      const ca = controls[i]!;
      const cb = controls[j]!;
      if (!boxes[i]!.some((a) => boxes[j]!.some((b) => cover(a, b)))) continue;
      if (ca.contains(cb) || cb.contains(ca)) continue;
      // A control pinned on screen passes over the others as the page scrolls: judged by coveredText below.
      if (pinnedControl(ca) || pinnedControl(cb)) continue;
      // A control and the input of its own label (a custom checkbox drawn over its input) are one control.
      const label = ca.closest('label');
      if (label && label === cb.closest('label')) continue;
      add('overlap', ca, name(cb));
    }
  /**
   * Fixed and sticky boxes over the page's text: for each (outermost) visible box that stays put on screen while
   * the page scrolls, the lines of text outside such boxes that pass under it at some scroll position from the
   * top to the end of the page (a line at document y passes under a box at viewport y when the page is scrolled
   * by their difference). Two kinds of box are the page scrolling, not a trap, and pass: a bar along the top of
   * the viewport (the site header; the host's scroll-padding-top keeps targets clear of it), and a box no taller
   * than a control (48 px: a pill, a floating button), which hides at most a line as it goes by. Lines are the
   * text nodes' line boxes, clipped by the boxes that scroll or clip them. At most three lines per box.
   * Called at the page's top (checkLayout scrolls there), so the viewport's coordinates are the document's;
   * inside checkLayout because page.evaluate sends that one function's source to the page.
   */
  function coveredText(): [Element, string][] {
    const vw = document.documentElement.clientWidth;
    const maxScroll = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const pinned = [...document.body.querySelectorAll('*')].filter(
      (el) => /^(fixed|sticky)$/.test(getComputedStyle(el).position) && !hidden(el),
    );
    const outer = pinned.filter((el) => !pinned.some((o) => o !== el && o.contains(el)));
    const covers = outer.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const bar = r.top <= 1 && r.width >= vw * 0.9;
      if (bar || r.height <= 48) return [];
      // A sticky box stays at its `top` once stuck, over its containing block only.
      if (style.position === 'sticky') {
        const top = parseFloat(style.top);
        const parent = el.parentElement?.getBoundingClientRect();
        if (Number.isNaN(top) || !parent) return [];
        return [{ el, left: r.left, right: r.right, top, bottom: top + r.height, from: parent.top, to: parent.bottom }];
      }
      return [{ el, left: r.left, right: r.right, top: r.top, bottom: r.bottom, from: -Infinity, to: Infinity }];
    });
    if (covers.length === 0) return [];
    const found: [Element, string][] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!parent || !text || hidden(parent) || outer.some((o) => o.contains(parent))) continue;
      range.selectNodeContents(node);
      for (const raw of range.getClientRects()) {
        const line = clip(parent, raw);
        if (line.width < 2 || line.height < 2) continue;
        for (const c of covers) {
          if (Math.min(line.right, c.right) - Math.max(line.left, c.left) < 2) continue;
          if (line.top < c.from || line.bottom > c.to) continue;
          // Scroll positions s (0 … maxScroll) where the line (top − s … bottom − s) and the box overlap by 2 px.
          const first = Math.max(0, line.top - c.bottom + 2);
          const last = Math.min(maxScroll, line.bottom - c.top - 2);
          if (first > last || found.filter(([el]) => el === c.el).length >= 3) continue;
          found.push([c.el, `${text.slice(0, 40)} (scrolled by ${Math.round(first)} px)`]);
        }
      }
    }
    return found;
  }
  for (const [el, line] of coveredText()) add('covered', el, line);

  // A tab list on more than two lines: a player reads it as a menu of tiles, not a tab bar (the shop's five tabs
  // were three rows of tiles on a phone).
  for (const list of document.body.querySelectorAll('[role="tablist"]')) {
    if (hidden(list)) continue;
    const tabs = [...list.querySelectorAll('[role="tab"]')].filter((t) => !hidden(t));
    const rows = new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top))).size;
    if (rows > 2) add('tab-rows', list, `${tabs.length} tabs in ${rows} rows`);
  }

  // A column that ends short of its neighbours: on one of our surfaces, a wide box drawn on it (a row, a card: half
  // its width or more) ends more than 24 px before the surface's content edge while other boxes drawn on it reach
  // that edge (the case page's options stopped 165 px before the contents grid at 1280).
  const painted = (el: Element) => {
    const style = getComputedStyle(el);
    return !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) || parseFloat(style.borderTopWidth) >= 1;
  };
  const drawn = new Set(
    [...document.body.querySelectorAll('[class*="wgt-"]')].filter((el) => !hidden(el) && painted(el)),
  );
  const drawnOn = new Map<Element, Element[]>();
  for (const el of drawn) {
    if (el.matches('button, a, input, select, textarea')) continue;
    let surface = el.parentElement;
    while (surface && !drawn.has(surface)) surface = surface.parentElement;
    if (surface) drawnOn.set(surface, [...(drawnOn.get(surface) ?? []), el]);
  }
  for (const [surface, on] of drawnOn) {
    const style = getComputedStyle(surface);
    const edge =
      surface.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    const width = surface.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (!on.some((el) => Math.abs(el.getBoundingClientRect().right - edge) <= 2)) continue;
    for (const el of on) {
      const r = el.getBoundingClientRect();
      if (r.width >= width / 2 && edge - r.right > 24) add('short-edge', el, `${Math.round(edge - r.right)} px short`);
    }
  }
  return { words, violations };
}

/**
 * Reflow (WCAG 1.4.10) at a narrow width: the page needs no sideways scroll (`overflow`, the boxes sticking out
 * named), and no visible control sits partly or wholly outside the viewport (`off-screen`: a burger cut in half,
 * a Buy button beyond a row wider than the page). A control reached by a scroll container of its own (a tab strip
 * that scrolls sideways) is reachable and passes; a box placed wholly off screen until focused (a skip link) too.
 * Runs in the page (page.evaluate), so it is self-contained.
 */
export function checkReflow(): Violation[] {
  window.scrollTo(0, 0);
  const found: Violation[] = [];
  const vw = document.documentElement.clientWidth;
  const name = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const cls = [...e.classList].find((c) => c.startsWith('wgt-')) ?? e.classList[0];
      parts.unshift(e.tagName.toLowerCase() + (e.id ? `#${e.id}` : cls ? `.${cls}` : ''));
    }
    return parts.join(' > ');
  };
  const label = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  if (document.documentElement.scrollWidth > vw) {
    const out: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility() || out.some((o) => o.contains(el))) continue;
      if (el.getBoundingClientRect().right > vw + 1) out.push(el);
    }
    for (const el of out.slice(0, 5))
      found.push({
        kind: 'overflow',
        element: name(el),
        detail: `right edge ${Math.round(el.getBoundingClientRect().right)} > ${vw}`,
      });
  }
  const scrolls = (el: Element) => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement)
      if (/auto|scroll/.test(getComputedStyle(e).overflowX)) return true;
    return false;
  };
  for (const el of document.body.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea')) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 2 || r.height <= 2 || scrolls(el)) continue;
    const wholly = r.right <= 0 || r.left >= vw;
    if (wholly && /absolute|fixed/.test(getComputedStyle(el).position)) continue;
    if (r.left < -1 || r.right > vw + 1)
      found.push({
        kind: 'off-screen',
        element: name(el),
        detail: `${label(el)} at ${Math.round(r.left)}…${Math.round(r.right)} of ${vw}`,
      });
  }
  return found;
}
