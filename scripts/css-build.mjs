// Styles, split so a page carries only the rules of the widgets on it:
//   dist/widgets.css           the theme, the shared UI, the mount points' reserved space and the chrome's
//                              widgets (what every page needs; the host links it);
//   dist/css/<folder>-HASH.css one per other widget folder with styles, linked by the loader when a widget
//                              whose code uses that folder mounts (scripts/esm-build.mjs lists them in
//                              the manifest).
// Within the base and across the folders the order is the one a single file had: shared first, then the
// widget folders alphabetically, so the cascade is unchanged whatever subset a page loads.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { findCss } from './build-helpers.mjs';

/** `widgets/<folder>/…` → folder. */
export const folderOf = (/** @type {string} */ input) => /^widgets\/([\w-]+)\//.exec(input)?.[1];

/**
 * @param {{common: esbuild.BuildOptions, outdir: string, chrome: Set<string>, plugins: esbuild.Plugin[]}} options
 * @returns {Promise<{count: number, folders: Record<string, string>}>} folders: folder → its file, relative
 *   to outdir
 */
export async function buildCss({ common, outdir, chrome, plugins }) {
  const own = findCss('widgets');
  /** @type {Map<string, string[]>} */
  const byFolder = new Map();
  for (const file of own) {
    const folder = folderOf(file) ?? '';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const baseFiles = [...findCss('shared'), ...own.filter((f) => chrome.has(folderOf(f) ?? ''))];
  const imports = (/** @type {string[]} */ files) => files.map((f) => `@import "./${f}";`).join('\n');
  const base = esbuild.build({
    ...common,
    stdin: { contents: imports(baseFiles), resolveDir: process.cwd(), sourcefile: 'widgets.css', loader: 'css' },
    outfile: `${outdir}/widgets.css`,
    plugins,
  });
  const folders = [...byFolder.keys()].filter((f) => !chrome.has(f)).sort();
  /** @type {esbuild.Plugin} */
  const entries = {
    name: 'css-entries',
    setup(build) {
      build.onResolve({ filter: /^css-entry:/ }, (args) => ({ path: args.path.slice(10), namespace: 'css-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'css-entry' }, (args) => ({
        contents: imports(byFolder.get(args.path) ?? []),
        resolveDir: process.cwd(),
        loader: 'css',
      }));
    },
  };
  const split = esbuild.build({
    ...common,
    entryPoints: folders.map((f) => ({ in: `css-entry:${f}`, out: f })),
    outdir: `${outdir}/css`,
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [...plugins, entries],
  });
  const [, { metafile }] = await Promise.all([base, split]);
  /** @type {Record<string, string>} */
  const result = {};
  for (const [key, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint?.startsWith('css-entry:')) {
      result[output.entryPoint.slice(10)] = path.posix.relative(outdir, key.split(path.sep).join('/'));
    }
  }
  return { count: findCss('shared').length + own.length, folders: result };
}
