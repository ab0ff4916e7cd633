// A release of the bundle a host can pin (README "Releases"): after a build of dist/, writes
//   dist/openapi.json       the OpenAPI document of the API the widgets call (beside dist/widgets.d.ts)
//   dist/v<version>/        the same files under the version, never changed once published (pin it)
// and returns the embedding tags of the versioned path with their integrity. dist/ itself stays the
// latest build (what `/widgets/widgets.js` serves).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The path the README's embedding serves dist/ under. */
export const SERVED_AT = '/widgets/';

const VERSIONED = /^v\d+\.\d+\.\d+/;
const sri = (/** @type {string} */ file) =>
  `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

/**
 * @param {{ root: string, outdir: string, version: string }} options
 * @returns {{ folder: string, tags: string[] }}
 */
export function writeRelease({ root, outdir, version }) {
  const dir = path.resolve(root, outdir);
  execFileSync(process.execPath, ['scripts/contract.mjs', 'openapi', '--out', path.join(dir, 'openapi.json')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const name = `v${version}`;
  const folder = path.join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  for (const entry of readdirSync(dir).filter((e) => !VERSIONED.test(e)))
    cpSync(path.join(dir, entry), path.join(folder, entry), { recursive: true });
  const at = `${SERVED_AT}${name}/`;
  const tags = [
    `<link rel="stylesheet" href="${at}widgets.css" integrity="${sri(path.join(folder, 'widgets.css'))}" crossorigin>`,
    `<script type="module" src="${at}widgets.js" integrity="${sri(path.join(folder, 'widgets.js'))}" crossorigin></script>`,
    `<!-- without modules: --> <script src="${at}widgets.iife.js" integrity="${sri(path.join(folder, 'widgets.iife.js'))}" crossorigin defer></script>`,
  ];
  writeFileSync(path.join(folder, 'tags.html'), `${tags.join('\n')}\n`);
  return { folder: path.relative(root, folder), tags };
}
