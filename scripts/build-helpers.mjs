// Helpers for build.mjs (paths are relative to the repository root, the cwd).
import * as esbuild from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The loader's manifest code (shared/runtime/manifest.ts), compiled for the build: packManifest writes
 * the manifest the loader unpacks, pickCore lets the size report pick a page's core as the loader does.
 */
export const manifestModule = await import(
  `data:text/javascript;base64,${Buffer.from(
    esbuild.buildSync({
      entryPoints: [path.join(import.meta.dirname, '../shared/runtime/manifest.ts')],
      bundle: true,
      format: 'esm',
      write: false,
    }).outputFiles[0].contents,
  ).toString('base64')}`
);

/** Every folder widgets/<name>/ with an index.tsx (or index.ts), sorted. */
export function findWidgets() {
  if (!existsSync('widgets')) return [];
  return readdirSync('widgets', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const entry = ['index.tsx', 'index.ts'].map((f) => `widgets/${d.name}/${f}`).find((f) => existsSync(f));
      return entry ? { name: d.name, entry } : null;
    })
    .filter(Boolean)
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** `dir/**\/*.css`, as sorted forward-slash paths. */
export function findCss(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => `${dir}/${String(f).split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.css'))
    .sort();
}
