// Cookies and Web Storage belong here; the network does not.
export function readToken(): string {
  try {
    const fromCookie = document.cookie.split('; ').find((c) => c.startsWith('token='));
    return fromCookie ?? localStorage.getItem('token') ?? sessionStorage.getItem('token') ?? '';
  } catch {
    return '';
  }
}

export const ping = () => fetch('/ping'); // expect: no-restricted-globals
