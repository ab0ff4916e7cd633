// The one module that looks the host page up by id or name, and checks what it got.
export function lookups(win: Window) {
  return {
    apiUrl: Object.hasOwn(win, 'apiUrl') ? win.apiUrl : undefined,
    block: win.document.getElementById('widgets-config'),
    script: document.currentScript,
    forms: document.forms,
    grecaptcha: window.grecaptcha,
    cookie: document.cookie, // expect: no-restricted-syntax
  };
}
