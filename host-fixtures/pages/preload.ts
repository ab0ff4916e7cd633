import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { html, type Html } from './html';

/** Files with their sha256 (lists of indexes into them name a widget's or a part's). */
interface Files {
  files: string[];
  sha256: string[];
}
/**
 * One locale of dist/manifest.json (scripts/esm-build.mjs): the core's files, every widget's and every
 * lazy part's (what it adds to its widget's), with their sha256.
 */
type LocaleBuild = Files & {
  core: [file: string, sha256: string][];
  widgets: Record<string, number[]>;
  parts: Files & { parts: Record<string, number[]> };
};

/**
 * The backend integration (docs/BACKEND.md, "Preload tags"), as a server-side template does it: from
 * dist/manifest.json, a `modulepreload` for the core's files, the page's widgets' scripts and the lazy
 * parts its first screen is (`parts`, a client route's view) and a `preload` for the stylesheets, each with
 * its integrity, and a `preconnect` to the API, so all of them go out with the page's first requests
 * instead of after the loader (and, for a lazy part, the parts' manifest).
 */
export function preloadTags(
  dist: string,
  base: string,
  locale: string,
  names: string[],
  apiOrigin: string,
  parts: string[] = [],
): Html[] {
  const file = join(dist, 'manifest.json');
  // Before the first build: no tags.
  if (!existsSync(file)) return [];
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, LocaleBuild>;
  const build = all[locale];
  if (!build) return [];
  const url = (file: string) => posix.join(base, locale, file);
  const files = new Map<string, string>(build.core.map(([file, sha]) => [url(file), `sha256-${sha}`]));
  const add = (list: Files, indexes: number[] | undefined) => {
    for (const i of indexes ?? []) files.set(url(list.files[i]!), `sha256-${list.sha256[i]!}`);
  };
  for (const name of names) add(build, Object.hasOwn(build.widgets, name) ? build.widgets[name] : undefined);
  for (const id of parts) add(build.parts, Object.hasOwn(build.parts.parts, id) ? build.parts.parts[id] : undefined);
  return [
    html`<link rel="preconnect" href="${apiOrigin}" crossorigin>`,
    ...[...files].map(([href, integrity]) =>
      href.endsWith('.css')
        ? html`<link rel="preload" as="style" href="${href}" integrity="${integrity}" crossorigin>`
        : html`<link rel="modulepreload" href="${href}" integrity="${integrity}">`,
    ),
  ];
}
