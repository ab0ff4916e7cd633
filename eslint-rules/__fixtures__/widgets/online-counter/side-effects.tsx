import { ofetch } from 'ofetch'; // expect: no-restricted-imports

export async function sideEffects(_unusedArg: number) {
  await fetch('/api/v1/servers'); // expect: no-restricted-globals
  await window.fetch('/api/v1/servers'); // expect: no-restricted-syntax
  await globalThis.fetch('/api/v1/servers'); // expect: no-restricted-syntax
  const xhr = new XMLHttpRequest(); // expect: no-restricted-globals
  const request = fetch; // expect: no-restricted-globals
  const { fetch: f } = window; // expect: no-restricted-syntax
  localStorage.setItem('user', '{}'); // expect: no-restricted-globals
  sessionStorage.getItem('product'); // expect: no-restricted-globals
  window.localStorage.clear(); // expect: no-restricted-syntax
  const token = document.cookie; // expect: no-restricted-syntax
  window.document.cookie = 'token=1'; // expect: no-restricted-syntax
  const base = window.apiUrl; // expect: no-restricted-syntax
  const bearer = window['apiToken']; // expect: no-restricted-syntax
  const home = globalThis.isHome; // expect: no-restricted-syntax
  const locale = window.locale; // expect: no-restricted-syntax
  const key = window.recaptchaSiteKey; // expect: no-restricted-syntax
  const title = window.productName; // expect: no-restricted-syntax
  const width = window.innerWidth;
  return [ofetch, xhr, request, f, token, base, bearer, home, locale, key, title, width];
}
