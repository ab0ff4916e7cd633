import { createFetch, ofetch } from 'ofetch';

// The network is ofetch's here; the browser's fetch, storage and host globals are not.
export async function get(url: string) {
  const data: unknown = await ofetch(url);
  const raw = await fetch(url); // expect: no-restricted-globals
  const native = await window.fetch(url); // expect: no-restricted-syntax
  const cached = localStorage.getItem(url); // expect: no-restricted-globals
  const base = window.apiUrl; // expect: no-restricted-syntax
  const xhr = new XMLHttpRequest(); // expect: no-restricted-globals
  return { data, raw, native, cached, base, client: createFetch(), xhr };
}
