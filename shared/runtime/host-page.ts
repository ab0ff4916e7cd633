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

// The elements a document exposes by name (and `object`, `img` also by id), over its own built-ins: HTML's
// "named properties" of Document.
const NAMED = 'embed[name],form[name],iframe[name],img[name],object[name],object[id],img[id]';
const guarded = new WeakSet<Document>();

/**
 * Keeps a post's named element from shadowing the document's built-ins. Document lets `<img
 * name="querySelector">` (or a form, iframe, embed or object) answer `document.querySelector`, over its
 * own property even, and every library reads the document: the bundle, preact's `createTextNode`, React
 * DOM's `ownerDocument.createElement`, DOMPurify's `implementation`. Reading each through the prototype
 * would cover only the bundle's own code, so the name itself goes: an element whose name or id is one of
 * the document's built-ins loses that attribute, now and whenever one is added (a mutation observer, which
 * runs before the next task). Runs first, before the bundle reads the document.
 */
export function guardDocument(win: Window): void {
  const { document: doc, Element, MutationObserver } = win as Window & typeof globalThis;
  if (guarded.has(doc)) return;
  guarded.add(doc);
  const builtIns = new Set<string>();
  for (let proto: object | null = Object.getPrototypeOf(doc); proto; proto = Object.getPrototypeOf(proto))
    for (const name of Object.getOwnPropertyNames(proto)) builtIns.add(name);
  // The element's own methods through Element's prototype: a form's inputs shadow the form's built-ins.
  const { matches, querySelectorAll, getAttribute, removeAttribute } = Element.prototype;
  const unshadow = (el: Element) => {
    for (const attribute of ['name', 'id']) {
      const value = getAttribute.call(el, attribute);
      if (value === null || !builtIns.has(value)) continue;
      removeAttribute.call(el, attribute);
      console.warn(`[widgets] host page: ${attribute}="${value}" removed, it hid document.${value}`);
    }
  };
  const sweep = (root: Element) => {
    if (matches.call(root, NAMED)) unshadow(root);
    querySelectorAll.call(root, NAMED).forEach(unshadow);
  };
  const root: Element | null = Reflect.get(Object.getPrototypeOf(doc) as object, 'documentElement', doc);
  if (root) sweep(root);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') sweep(record.target as Element);
      else record.addedNodes.forEach((node) => node.nodeType === 1 && sweep(node as Element));
    }
  }).observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: ['name', 'id'] });
}
