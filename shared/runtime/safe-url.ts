/**
 * The one URL policy: every address that comes from the API, markup, options or the address bar passes
 * here before it becomes an `href`, `src`, iframe or navigation (README "Security model").
 *
 * The value is parsed with `new URL(value, origin)` and judged on the parsed protocol and origin:
 * - `site`: same origin only (locale links, client routes, internal redirects);
 * - `link` / `navigate`: same origin, any `https:` origin, `http:` only on loopback (payment providers vary);
 * - `embed`: `https:` on an allow-listed host (video players), or a loopback `http:` host on the list;
 * - `image`: like `link`.
 * Refused always: control characters or line breaks anywhere, protocol-relative (`//`, `\\`, `/\`) values,
 * `javascript:`, `data:`, `vbscript:`, `blob:`, `file:` and anything that does not parse; and a same-origin
 * address whose resolved path starts with `//` (`/.//evil.example`, `/%2e%2e//…`, `https://site//…`):
 * returned as a path it would be protocol-relative, so the result never starts with `//` or `\`.
 */
export type UrlKind = 'site' | 'link' | 'navigate' | 'embed' | 'image';

export interface UrlPolicy {
  /** The page origin relative values resolve against. */
  origin: string;
  /** Hosts an `embed` may point to (exact host names). */
  embedHosts?: readonly string[];
  /** Called once per refusal with a readable reason. */
  warn?: (message: string) => void;
}

/** Video hosts embeds may load by default (docs/widgets/video.md); a page can pass its own list. */
export const DEFAULT_EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'rutube.ru',
  'vk.com',
  'vkvideo.ru',
];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

export const isLoopback = (hostname: string) => LOOPBACK.test(hostname);

/**
 * The checked address (normalised: a same-origin value comes back as path+query+hash, any other as the
 * parsed absolute URL), or undefined with one warning when the policy refuses it.
 */
export function safeUrl(value: unknown, kind: UrlKind, policy: UrlPolicy): string | undefined {
  const reason = refuse(value, kind, policy);
  if (typeof reason === 'string') {
    policy.warn?.(`[widgets] url: refused ${kind} ${JSON.stringify(String(value).slice(0, 200))}: ${reason}`);
    return undefined;
  }
  return reason.origin === policy.origin ? reason.pathname + reason.search + reason.hash : reason.href;
}

function refuse(value: unknown, kind: UrlKind, { origin, embedHosts = DEFAULT_EMBED_HOSTS }: UrlPolicy): string | URL {
  if (typeof value !== 'string') return 'not a string';
  // Leading and trailing spaces are harmless padding; anything else invisible is an obfuscation.
  const text = value.trim();
  if (text === '') return 'empty';
  if (CONTROL.test(text)) return 'control character';
  if (PROTOCOL_RELATIVE.test(text)) return 'protocol-relative';
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return 'does not parse';
  }
  // blob: URLs carry their creator's origin: only http(s) counts as this site.
  const sameOrigin = url.origin === origin && /^https?:$/.test(url.protocol);
  // `new URL` resolves dot segments and turns `\` into `/`: the path it leaves may be `//host/…`.
  if (sameOrigin && PROTOCOL_RELATIVE.test(url.pathname)) return 'path starts with //';
  if (kind === 'site') return sameOrigin ? url : 'not on this site';
  const host = url.hostname.toLowerCase();
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(host));
  if (kind === 'embed') return secure && embedHosts.includes(host) ? url : `host ${host || '?'} not allowed`;
  if (sameOrigin || secure) return url;
  return `protocol ${url.protocol} not allowed`;
}
