/**
 * The one module that looks up the host page by id or name (docs/SECURITY.md, "The host page"). A host
 * renders players' posts beside the widgets through filters that keep `id` and `name`, and the browser
 * answers `getElementById`, `window.x` and `document.x` with such an element when nothing else has that
 * id or name first. So each lookup here checks that it got what the host wrote, and lint refuses the
 * lookups everywhere else.
 */

export const CONFIG_BLOCK_ID = 'widgets-config';

/**
 * Where the page's configuration comes from: the host's JSON block, a
 * `<script type="application/json" id="widgets-config">` (an HTML filter lets no script through, so a
 * post's `<p id="widgets-config">` is not it), else the window's own globals. `invalid` is called when
 * the block is there but holds no JSON object (the globals are used then).
 */
export function configSource(win: Window, invalid?: () => void): Record<string, unknown> {
  const block = win.document.querySelector(`script[type="application/json"]#${CONFIG_BLOCK_ID}`);
  if (block) {
    try {
      const parsed: unknown = JSON.parse(block.textContent ?? '');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    invalid?.();
  }
  return new Proxy({}, { get: (_, key) => (typeof key === 'string' ? pageGlobal(win, key) : undefined) });
}

/**
 * A global the host's script set (`window.apiUrl = …`, `var apiUrl`): an own property of the window. An
 * element named `apiUrl` is not one (the browser serves it from an object further up the chain).
 */
export function pageGlobal(win: Window, name: string): unknown {
  return Object.hasOwn(win, name) ? (win as unknown as Record<string, unknown>)[name] : undefined;
}

/**
 * The URL of the classic script running now. `document.currentScript` is answered by an
 * `<img name="currentScript">` before the real one (Document overrides its built-ins with named
 * elements), so the getter is read from Document's prototype, and only a script element counts.
 */
export function currentScriptUrl(doc: Document): string | undefined {
  const script: unknown = Reflect.get(Document.prototype, 'currentScript', doc);
  return script instanceof HTMLScriptElement && script.src ? script.src : undefined;
}

/** The element a same-page link (`#news`) scrolls to: the first with that id, as the browser's own. */
export function elementById(doc: Document, id: string): HTMLElement | null {
  return doc.getElementById(id);
}
