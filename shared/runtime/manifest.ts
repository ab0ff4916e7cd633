import type { Bus } from './bus';
import type { Core } from './boot';
import type { Mounter, Registry } from './mounter';
import { linkStyle, withStyles } from './styles';

/**
 * The build's manifest (dist/manifest.json; the loader carries it packed, below): per locale, the files
 * of that locale's build (paths relative to the loader) and, as indexes into `files`: the cores, each one
 * file with the widgets inside it besides the chrome's (the core itself first, with none, then the page bundles of widgets/bundles.json); the
 * closure of static imports of each other widget (its entry first, then its stylesheets: the `.css`
 * files). Every script carries the strings of its locale only.
 */
export interface Manifest {
  [locale: string]: LocaleBuild;
}
interface LocaleBuild {
  files: string[];
  cores: [file: number, widgets: string[]][];
  widgets: Record<string, number[]>;
}

/**
 * The manifest as the loader carries it. The locales' builds have the same files in the same order and
 * differ only in the locale folder and the content hashes, so each file is written once, without either
 * (`accordion.js` for `ru/accordion-DEJHX5ZX.js`, `css/auth.css`; a name without a folder is a script of
 * the locale's folder), and each locale adds its files' hashes as one string of 8 characters a file. The
 * loader carries the same facts in about 500 B gzip less.
 */
export interface PackedManifest extends Omit<LocaleBuild, 'files'> {
  files: string[];
  hashes: Record<string, string>;
}

const HASH = 8;
const HASHED = /^(\w+)\/(.+)-(\w{8})(\.\w+)$/;

/** build.mjs: packs the locales' manifests; throws if they differ in anything but folder and hashes. */
export function packManifest(manifest: Manifest): PackedManifest {
  const [[firstLocale, first], ...others] = Object.entries(manifest) as [
    [string, LocaleBuild],
    ...[string, LocaleBuild][],
  ];
  const split = (locale: string, build: LocaleBuild) =>
    build.files.map((file) => {
      const [, folder, stem, hash, ext] = HASHED.exec(file) ?? [];
      if (!hash) throw new Error(`manifest: cannot pack ${file}`);
      return { name: folder === locale ? `${stem}${ext}` : `${folder}/${stem}${ext}`, hash };
    });
  const names = (build: LocaleBuild, locale: string) => JSON.stringify(split(locale, build).map((f) => f.name));
  const shape = (build: LocaleBuild) => JSON.stringify([build.cores, build.widgets]);
  for (const [locale, build] of others)
    if (names(build, locale) !== names(first, firstLocale) || shape(build) !== shape(first))
      throw new Error(`manifest: locale ${locale} differs from ${firstLocale} in more than hashes`);
  const hashes = Object.fromEntries(
    Object.entries(manifest).map(([locale, build]) => [
      locale,
      split(locale, build)
        .map((f) => f.hash)
        .join(''),
    ]),
  );
  return { files: split(firstLocale, first).map((f) => f.name), hashes, cores: first.cores, widgets: first.widgets };
}

/** The loader: the manifest of every locale back from its packed form. */
export function unpackManifest({ files, hashes, cores, widgets }: PackedManifest): Manifest {
  const manifest: Manifest = {};
  for (const [locale, hash] of Object.entries(hashes)) {
    const hashOf = (i: number) => hash.slice(i * HASH, i * HASH + HASH);
    const path = (name: string, i: number) =>
      (name.includes('/') ? name : `${locale}/${name}`).replace(/\.\w+$/, (ext) => `-${hashOf(i)}${ext}`);
    manifest[locale] = { files: files.map(path), cores, widgets };
  }
  return manifest;
}

/**
 * The page's locale exactly as readConfig reads it (the `#widgets-config` JSON block wins over the
 * `window.locale` global), falling back to the first locale of the build (readConfig's default) when
 * it is missing or unknown.
 */
export function pickLocale(win: Window, locales: string[]): string {
  let source: Record<string, unknown> = win as unknown as Record<string, unknown>;
  const block = win.document.getElementById('widgets-config');
  if (block) {
    try {
      const parsed: unknown = JSON.parse(block.textContent ?? '');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) source = parsed as Record<string, unknown>;
    } catch {
      // readConfig warns and falls back to the globals too
    }
  }
  const locale = source.locale;
  return typeof locale === 'string' && locales.includes(locale) ? locale : (locales[0] ?? 'ru');
}

/** The ESM core (widgets/core.ts) or a page bundle: the widgets inside it, and the runtime's start. */
interface EsmCore {
  widgets: Registry;
  start(win: Window, bus: Bus, widgets: Registry): Promise<Mounter>;
}

/**
 * The core to load for a page whose widgets are `names`: the bundle carrying the most of them among those
 * that carry nothing else (so the page loads no widget it lacks), else the core alone (the first).
 */
export function pickCore<C extends [number, string[]]>(cores: C[], names: string[]): C {
  return cores.reduce((best, core) =>
    core[1].length > best[1].length && core[1].every((name) => names.includes(name)) ? core : best,
  );
}

/**
 * One wave: a modulepreload for every script the page's widgets outside the core need (so nothing waits
 * for a parent file to be parsed before its imports are requested) and the stylesheets of all of them,
 * then the core (or page bundle) itself.
 * A widget mounts once its module and its stylesheets are there; one that is imported later (a deferred
 * mount point, markup added afterwards) gets all its files requested in one wave too.
 */
export function loadCore(win: Window, manifest: Manifest, names: string[], base: string): Promise<Core> {
  const build = manifest[pickLocale(win, Object.keys(manifest))]!;
  const url = (i: number) => new URL(build.files[i]!, base).href;
  const doc = win.document;
  const isStyle = (i: number) => build.files[i]!.endsWith('.css');
  const [coreFile, inCore] = pickCore(build.cores, names);
  const requested = new Set([coreFile]);
  // The links of one wave go into the document in one append (one DOM change; each request costs its own
  // set-up either way).
  const request = (files: number[]) => {
    const links: HTMLLinkElement[] = [];
    for (const i of files) {
      if (requested.has(i)) continue;
      requested.add(i);
      if (isStyle(i)) {
        void linkStyle(doc, url(i));
        continue;
      }
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(i);
      links.push(link);
    }
    if (links.length > 0) doc.head.append(...links);
  };
  request(names.flatMap((name) => (build.widgets[name] ?? []).filter((i) => isStyle(i) || !inCore.includes(name))));
  const scripts: Registry = {};
  const styles: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(build.widgets)) {
    scripts[name] = () => {
      request(files);
      return import(/* @vite-ignore */ url(files[0]!)) as ReturnType<Registry[string]>;
    };
    styles[name] = files.filter(isStyle).map(url);
  }
  return (import(/* @vite-ignore */ url(coreFile)) as Promise<EsmCore>).then((core) => ({
    start: (w, bus) => core.start(w, bus, withStyles({ ...scripts, ...core.widgets }, styles, doc, base)),
  }));
}
