import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { html, type Html } from './html';

/** One locale of dist/manifest.json (scripts/esm-build.mjs): the core's files and every widget's, with their sha256. */
interface LocaleBuild {
  core: [file: string, sha256: string][];
  files: string[];
  sha256: string[];
  widgets: Record<string, number[]>;
}

/** The first wave's mount points of a page's markup: `data-widget` names, deferred ones aside. */
export function firstWave(markup: string): string[] {
  const tags = markup.match(/<[a-z][^>]*\sdata-widget="[^"]*"[^>]*>/g) ?? [];
  return tags
    .filter((tag) => !/\sdata-widget-defer[\s=>]/.test(tag))
    .map((tag) => /data-widget="([^"]*)"/.exec(tag)![1]!);
}

/**
 * The backend integration (docs/BACKEND.md, "Preload tags"), as a server-side template does it: from
 * dist/manifest.json, a `modulepreload` for the core's files and the page's widgets' scripts and a
 * `preload` for their stylesheets, each with its integrity, and a `preconnect` to the API, so all of them
 * go out with the page's first requests instead of after the loader and the manifest. No build yet (the
 * build reads its pages before it writes one): no tags, as a template without a manifest would do.
 */
export function preloadTags(dist: string, base: string, locale: string, names: string[], apiOrigin: string): Html[] {
  const manifest = join(dist, 'manifest.json');
  if (!existsSync(manifest)) return [];
  const all = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, LocaleBuild>;
  const build = all[locale];
  if (!build) return [];
  const url = (file: string) => posix.join(base, locale, file);
  const files = new Map<string, string>(build.core.map(([file, sha]) => [url(file), `sha256-${sha}`]));
  for (const name of names)
    for (const i of Object.hasOwn(build.widgets, name) ? build.widgets[name]! : [])
      files.set(url(build.files[i]!), `sha256-${build.sha256[i]!}`);
  return [
    html`<link rel="preconnect" href="${apiOrigin}" crossorigin>`,
    ...[...files].map(([href, integrity]) =>
      href.endsWith('.css')
        ? html`<link rel="preload" as="style" href="${href}" integrity="${integrity}" crossorigin>`
        : html`<link rel="modulepreload" href="${href}" integrity="${integrity}">`,
    ),
  ];
}
