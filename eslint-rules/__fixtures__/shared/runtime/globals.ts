// Host globals and lookups by id or name, outside shared/runtime/host-page.ts: each could be a player's element.
export function readGlobals(win: Window) {
  const { apiUrl, apiToken } = window; // expect: no-restricted-syntax, no-restricted-syntax
  return {
    apiUrl,
    apiToken,
    isHome: window.isHome, // expect: no-restricted-syntax
    locale: window['locale'], // expect: no-restricted-syntax
    recaptchaSiteKey: globalThis.recaptchaSiteKey, // expect: no-restricted-syntax
    productName: win.productName, // expect: no-restricted-syntax
    running: win.Widgets, // expect: no-restricted-syntax
    block: document.getElementById('widgets-config'), // expect: no-restricted-syntax
    script: document.currentScript, // expect: no-restricted-syntax
    forms: win.document.forms, // expect: no-restricted-syntax
    named: document.getElementsByName('x'), // expect: no-restricted-syntax
    images: document.images, // expect: no-restricted-syntax
    cookie: document.cookie, // expect: no-restricted-syntax
  };
}

// Setting the window's own property is the host's (and the bundle's) way, and shadows any element.
export function publish(win: Window & { Widgets?: unknown }) {
  win.Widgets = {};
  return [document.querySelector('#x'), win.innerWidth];
}

// A document's or window's property by a computed name: a named element answers it (the guard covers built-ins
// read by their name only).
export function byComputedName(key: string, el: Element) {
  return [
    document[key as keyof Document], // expect: no-restricted-syntax
    (window as unknown as Record<string, unknown>)[key], // expect: no-restricted-syntax
    el.ownerDocument[key as 'body'], // expect: no-restricted-syntax
    Reflect.get(document, key), // expect: no-restricted-syntax
    document.body, // read by its name: guarded
    document['title'], // a literal name is a name
  ];
}
