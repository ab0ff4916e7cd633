// Host globals are read here, once.
export function readGlobals() {
  const { apiUrl, apiToken } = window;
  return {
    apiUrl,
    apiToken,
    isHome: window.isHome,
    locale: window['locale'],
    recaptchaSiteKey: globalThis.recaptchaSiteKey,
    productName: window.productName,
    cookie: document.cookie, // expect: no-restricted-syntax
  };
}
