// The tags a host page embeds the bundle with, each with its file's SHA-384 (README, "Integrity"): the root
// of trust. The loader carries every other file's hash, so these three are the only ones a page must pin.
// Written to <outdir>/embed.json (the fixture host's pages read it) and printed by build.mjs.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

/** The three files a page names itself, by the tag that names each. */
export const EMBEDDED = ['widgets.js', 'widgets.iife.js', 'widgets.css'];

/**
 * `sha384-…` of each embedded file in `outdir`.
 * @param {string} outdir
 * @returns {Record<string, string>}
 */
export function embedIntegrity(outdir) {
  return Object.fromEntries(
    EMBEDDED.map((file) => [
      file,
      `sha384-${createHash('sha384')
        .update(readFileSync(`${outdir}/${file}`))
        .digest('base64')}`,
    ]),
  );
}

/**
 * The tags, for a page that serves `outdir` under `base` (`/widgets/`).
 * @param {Record<string, string>} integrity
 */
export function embedTags(integrity, base = '/widgets/') {
  const sri = (/** @type {string} */ file) => `integrity="${integrity[file]}" crossorigin`;
  return {
    css: `<link rel="stylesheet" href="${base}widgets.css" ${sri('widgets.css')}>`,
    module: `<script type="module" src="${base}widgets.js" ${sri('widgets.js')}></script>`,
    iife: `<script src="${base}widgets.iife.js" defer ${sri('widgets.iife.js')}></script>`,
  };
}

/**
 * Writes <outdir>/embed.json and returns the tags to print.
 * @param {string} outdir
 */
export function writeEmbedTags(outdir) {
  const integrity = embedIntegrity(outdir);
  writeFileSync(`${outdir}/embed.json`, `${JSON.stringify(integrity, null, 2)}\n`);
  const tags = embedTags(integrity);
  return `embed (${outdir}):\n  ${tags.css}\n  ${tags.module}\n  or, without modules:\n  ${tags.iife}`;
}
