import { DEFAULT_LOCALE } from '../i18n/locales';
import type { Bus } from './bus';
import type { Core } from './boot';
import { configSource } from './host-page';
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
 * The manifest as the loader carries it. The locales' builds have the same files in the same order, and
 * the content hash is in the folder's name, not the file's (scripts/versioned-folder.mjs: `ru-7K2QF3AB/auth.js`,
 * `css-QX23DRZ7/auth.css`). So each file is written once: a script of the locale's folder by its name
 * alone (`auth` for `ru-7K2QF3AB/auth.js`), any other file with the name of the folder the locales share
 * (`css/auth.css`); each locale adds one hash. Sixty hashes a locale cost the loader 0.75 KB gzip; these
 * cost a few bytes.
 */
export interface PackedManifest extends Omit<LocaleBuild, 'files'> {
  files: string[];
  /** Per locale, the hash of its folder: `ru` → `ru-HASH/`. */
  hashes: Record<string, string>;
  /** The folders the locales share, by name: `css` → `css-HASH`. */
  folders: Record<string, string>;
}

const IN_FOLDER = /^(\w+)-(\w{8})\/(.+)$/;

/** build.mjs: packs the locales' manifests; throws if they differ in anything but their folders' hashes. */
export function packManifest(manifest: Manifest): PackedManifest {
  const [[firstLocale, first], ...others] = Object.entries(manifest) as [
    [string, LocaleBuild],
    ...[string, LocaleBuild][],
  ];
  const hashes: Record<string, string> = {};
  const folders: Record<string, string> = {};
  const agree = (map: Record<string, string>, key: string, value: string, file: string) => {
    if ((map[key] ??= value) !== value) throw new Error(`manifest: ${file} is not in ${key}'s one folder`);
  };
  const names = (locale: string, build: LocaleBuild) =>
    build.files.map((file) => {
      const [, folder, hash, name] = IN_FOLDER.exec(file) ?? [];
      if (!folder || !hash || !name) throw new Error(`manifest: cannot pack ${file}`);
      if (folder !== locale) {
        agree(folders, folder, `${folder}-${hash}`, file);
        return `${folder}/${name}`;
      }
      agree(hashes, locale, hash, file);
      return name.replace(/\.js$/, '');
    });
  const files = names(firstLocale, first);
  const shape = (build: LocaleBuild) => JSON.stringify([build.cores, build.widgets]);
  for (const [locale, build] of others)
    if (JSON.stringify(names(locale, build)) !== JSON.stringify(files) || shape(build) !== shape(first))
      throw new Error(`manifest: locale ${locale} differs from ${firstLocale} in more than its folder`);
  return { files, hashes, folders, cores: first.cores, widgets: first.widgets };
}

/** The loader: the manifest of every locale back from its packed form. */
export function unpackManifest({ files, hashes, folders, cores, widgets }: PackedManifest): Manifest {
  const manifest: Manifest = {};
  for (const [locale, hash] of Object.entries(hashes)) {
    const path = (name: string) => {
      const [folder, file] = name.split('/');
      return file ? `${folders[folder!]}/${file}` : `${locale}-${hash}/${name}.js`;
    };
    manifest[locale] = { files: files.map(path), cores, widgets };
  }
  return manifest;
}

/**
 * The page's locale from where readConfig reads it (shared/runtime/host-page.ts), falling back to the
 * first locale of the build (readConfig's default) when it is missing or unknown.
 */
export function pickLocale(win: Window, locales: string[]): string {
  const locale = configSource(win).locale;
  return typeof locale === 'string' && locales.includes(locale) ? locale : (locales[0] ?? DEFAULT_LOCALE);
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
  // Own properties only: a page's `data-widget="constructor"` names no widget (and no Object.prototype member).
  const filesOf = (name: string) => (Object.hasOwn(build.widgets, name) ? build.widgets[name]! : []);
  request(names.flatMap((name) => filesOf(name).filter((i) => isStyle(i) || !inCore.includes(name))));
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
