// A release of the bundle a host can pin (README "Releases"): after a build of dist/, writes
//   dist/openapi.json       the OpenAPI document of the API the widgets call (beside dist/widgets.d.ts)
//   dist/v<version>/        the same files under the version, never changed once published (pin it)
// and returns the embedding tags of the versioned path with their integrity. dist/ itself stays the
// latest build (what `/widgets/widgets.js` serves).
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { embedIntegrity, embedTags } from './embed-tags.mjs';

/** The path the README's embedding serves dist/ under. */
export const SERVED_AT = '/widgets/';

const VERSIONED = /^v\d+\.\d+\.\d+/;

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
  const { css, module, iife } = embedTags(embedIntegrity(folder), `${SERVED_AT}${name}/`);
  const tags = [css, module, `<!-- without modules: --> ${iife}`];
  writeFileSync(path.join(folder, 'tags.html'), `${tags.join('\n')}\n`);
  return { folder: path.relative(root, folder), tags };
}
