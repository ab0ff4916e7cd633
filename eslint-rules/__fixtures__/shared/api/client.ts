import { ofetch } from 'ofetch';

// Network calls belong here; storage and host globals still do not.
export async function get(url: string) {
  const raw = await fetch(url);
  const cached = localStorage.getItem(url); // expect: no-restricted-globals
  const base = window.apiUrl; // expect: no-restricted-syntax
  return { raw, cached, base, client: ofetch, xhr: new XMLHttpRequest() };
}
