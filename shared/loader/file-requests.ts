import { isStyle, type File } from './manifest';
import { linkStyle, type LinkedStyles } from './stylesheets';

/**
 * One page's requests: each script requested and not refused, by address, settling when its
 * modulepreload has loaded or was refused. A file the browser refused (a failed load, a hash that does not
 * match) is never imported: an import of a URL whose preload failed fetches it again, without its hash,
 * and would run what was refused. Asked for again, it is requested again, with its hash.
 */
export interface Requests {
  doc: Document;
  scripts: Map<string, Promise<void>>;
  /** Each stylesheet linked, once. */
  styles: LinkedStyles;
}

export const pageRequests = (doc: Document): Requests => ({ doc, scripts: new Map(), styles: new Map() });

/**
 * Requests `files`, each once while it has not failed, each with its integrity; settles when every one
 * has loaded or was refused. The scripts of one wave go into the document in one append (one DOM change;
 * each request costs its own set-up either way).
 */
export function requestFiles(requests: Requests, files: File[]): Promise<unknown> {
  const links: HTMLLinkElement[] = [];
  const all = files.map(([href, integrity]) => {
    if (isStyle([href, integrity])) return linkStyle(requests.doc, requests.styles, href, integrity);
    const known = requests.scripts.get(href);
    if (known) return known;
    const link = modulePreload(requests, href, integrity);
    links.push(link);
    return requests.scripts.get(href)!;
  });
  if (links.length > 0) requests.doc.head.append(...links);
  return Promise.allSettled(all);
}

/** A modulepreload for one script, its outcome kept in `requests` until it is refused. */
function modulePreload(requests: Requests, href: string, integrity: string): HTMLLinkElement {
  const link = requests.doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.integrity = integrity;
  const loaded = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      // Asked for again, it is requested again, checked again (a Retry after a network failure).
      requests.scripts.delete(href);
      link.remove();
      reject(new Error(refused(requests.doc, href)));
    };
  });
  loaded.catch(() => undefined); // the console has it; only an import that needs the file fails with it
  requests.scripts.set(href, loaded);
  return link;
}

/** Says in the console that `href` did not load, and returns what it said. */
function refused(doc: Document, href: string): string {
  // Offline, nothing loads and nothing was refused: the widget that wanted it says so to the player.
  const offline = doc.defaultView?.navigator.onLine === false;
  const message = `${href} did not load${offline ? ' (offline)' : ' or does not match its integrity hash'}`;
  (offline ? console.warn : console.error)(`[widgets] ${message}`);
  return message;
}

/** Settles once every script of `files` (requested just before) has loaded; fails if one was refused. */
export function checked(requests: Requests, files: File[]): Promise<unknown> {
  return Promise.all(
    files
      .filter((file) => !isStyle(file))
      .map(([href]) => requests.scripts.get(href) ?? Promise.reject(new Error(`${href} was not requested`))),
  );
}

/** The module of `files` (its entry first, all of them requested), once every script of them has loaded. */
export function importChecked(requests: Requests, files: File[]): Promise<unknown> {
  return checked(requests, files).then(() => import(/* @vite-ignore */ files[0]![0]));
}
