import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { html, raw, scriptJson, type Html } from './html';
import { layoutCopy } from './copy';
import type { Locale, PageResult } from './types';

export interface Globals {
  apiUrl: string;
  apiToken: string;
  isHome: boolean;
  locale: Locale;
  recaptchaSiteKey: string;
  productName: string;
}

export interface Flags {
  strictCsp: boolean;
  iife: boolean;
  react: boolean;
}

export function readFlags(query: URLSearchParams): Flags {
  return {
    strictCsp: query.get('csp') === 'strict',
    iife: query.get('build') === 'iife',
    react: query.get('flavor') === 'react',
  };
}

/** Only the site may frame its pages (README, security model: the buy flow and 2FA settings). */
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

export function strictCsp(origins: readonly string[]): string {
  const list = [...origins].sort().join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${list}`,
    `connect-src 'self' ${list}`,
    // The roulette's prize chimes play from blob: URLs (README, strict CSP hosts).
    "media-src 'self' blob:",
    FRAME_ANCESTORS,
    "require-trusted-types-for 'script'",
    'trusted-types widgets dompurify',
  ].join('; ');
}

/** The globals, the way the backend writes them: an inline script, or a JSON block under strict CSP. */
function globalsTag(globals: Globals, flags: Flags): Html {
  if (flags.strictCsp) {
    return html`<script type="application/json" id="widgets-config">${raw(scriptJson(globals))}</script>`;
  }
  const lines = Object.entries(globals).map(([key, value]) => `window.${key}=${scriptJson(value)};`);
  return html`<script>${raw(lines.join(''))}</script>`;
}

/** The SHA-384 of widgets.js, widgets.iife.js and widgets.css the build wrote (scripts/embed-tags.mjs). */
export type Integrity = Record<string, string>;

/** The build's `embed.json` for the flavor's folder; none before a build (the pages then carry none). */
export function readIntegrity(root: string, flags: Flags): Integrity {
  try {
    return JSON.parse(readFileSync(join(root, flags.react ? 'dist-react' : 'dist', 'embed.json'), 'utf8')) as Integrity;
  } catch {
    return {};
  }
}

/** The tags a host writes (README, "Embedding"): each embedded file with its integrity. */
const sri = (integrity: Integrity, file: string) =>
  integrity[file] ? html` integrity="${integrity[file]}" crossorigin` : '';

function bundleTags(flags: Flags, count: number, integrity: Integrity): Html[] {
  const base = flags.react ? '/widgets-react/' : '/widgets/';
  return Array.from({ length: count }, (_, i) => {
    if (flags.iife)
      return html`<script src="${base}widgets.iife.js" defer${sri(integrity, 'widgets.iife.js')}></script>`;
    // The same module URL twice would be evaluated once; a query makes the second load real.
    const src = i === 0 ? `${base}widgets.js` : `${base}widgets.js?load=${i + 1}`;
    return html`<script type="module" src="${src}"${sri(integrity, 'widgets.js')}></script>`;
  });
}

// The site's own styles, linked side by side (an @import chain in one file delays everything after it). The
// first paint waits for the whole header (`rel=expect` on the main element after it, Chromium): on a busy phone
// the browser painted the page half-parsed, and the header's right-aligned buttons shifted as the last ones came.
const SITE_CSS = ['base', 'chrome', 'home', 'pages'].map((part) => `/assets/site-${part}.css`);

export function renderDocument(
  result: PageResult,
  globals: Globals,
  flags: Flags,
  csrf: string,
  integrity: Integrity = {},
  preload: Html[] = [],
): string {
  const base = flags.react ? '/widgets-react/' : '/widgets/';
  const count = result.bundle === 'none' ? 0 : result.bundle === 'twice' ? 2 : 1;
  const styles = (result.styles ?? []).map((href) => html`<link rel="stylesheet" href="${href}">`);
  const scripts = (result.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`);
  return html`<!doctype html>
<html lang="${globals.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${result.title} — ${globals.productName}</title>
<meta name="description" content="${layoutCopy(globals.locale, 'description')}">
<meta name="csrf-token" content="${csrf}">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${base}widgets.css"${sri(integrity, 'widgets.css')}>
${SITE_CSS.map((href) => html`<link rel="stylesheet" href="${href}">`)}
${styles}
<link rel="expect" href="#main" blocking="render">
${globalsTag(globals, flags)}
${preload}
${bundleTags(flags, count, integrity)}
${scripts}
</head>
<body${result.bodyClass ? html` class="${result.bodyClass}"` : ''}>
${result.body}
</body>
</html>
`.value;
}
