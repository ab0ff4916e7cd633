import type { Bus } from '../runtime/bus';
import type { Core } from '../runtime/boot';
import { configSource } from '../runtime/host-page';
import type { Mounter } from '../runtime/mounter';
import { PARTS_AT_BOOT, type PartFiles } from '../runtime/parts';
import type { Registry } from '../runtime/registry';
import { linkStyle, withStyles, type StyleFile } from './stylesheets';

/** Files (paths relative to the manifest that lists them) with their sha256 in base64 (the Subresource Integrity value but its `sha256-`). */
interface Files {
  files: string[];
  sha256: string[];
}

/** A manifest's file, relative to the one that names it, and its integrity. */
interface FileRef {
  file: string;
  integrity: string;
}

/**
 * One locale's manifest (scripts/esm-build.mjs writes it from esbuild's metafile as
 * `<locale>/manifest-HASH.json`): the files of that locale's widgets but the core's and, as indexes into
 * `files`, each widget's static import closure but the core's (its entry first, then its stylesheets, the
 * `.css` files).
 */
export interface LocaleManifest extends Files {
  widgets: Record<string, number[]>;
}

/**
 * The lazy parts' manifest (`<locale>/parts-HASH.json`): per part, by its source path without the
 * extension as `loadPart` names it (shared/runtime/parts.ts), the files it adds to its widget's and the
 * core's.
 */
export interface PartsManifest extends Files {
  parts: Record<string, number[]>;
}

/**
 * What the loader carries (build.mjs writes it in), per locale: its manifest's file and integrity, the
 * core's static closure (its entry first), each file with its sha256, and the lazy parts' manifest's file
 * and integrity; paths relative to the loader.
 */
export type ManifestIndex = Record<string, FileRef & { core: [file: string, sha256: string][]; parts: FileRef }>;

/**
 * The page's locale from where readConfig reads it (shared/runtime/host-page.ts), falling back to the
 * first locale of the build (readConfig's default) when it is missing or unknown.
 */
export function pickLocale(win: Window, locales: string[]): string {
  const locale = configSource(win).locale;
  return typeof locale === 'string' && locales.includes(locale) ? locale : locales[0]!;
}

/** The ESM core (widgets/core.ts): the chrome's widgets inside it, the page's first reads, and the runtime's start. */
interface EsmCore {
  widgets: Registry;
  prepare(win: Window, bus: Bus, parts: PartFiles): void;
  start(win: Window, bus: Bus, widgets: Registry): Promise<Mounter>;
}

/** A file to request: its address and its Subresource Integrity value. */
type File = StyleFile;
const isStyle = ([href]: File) => href.endsWith('.css');

/**
 * Requests files, each once while it has not failed, each with its integrity, and imports a module only
 * once every script of its static closure is in the browser's module map, checked. A file the browser
 * refused (a failed load, a hash that does not match) is never imported: an import of a URL whose preload
 * failed fetches it again, without its hash, and would run what was refused. Asked for again, it is
 * requested again, with its hash.
 */
function fileLoader(doc: Document) {
  // Each script requested and not refused, by address: settles when its modulepreload has loaded or was refused.
  const scripts = new Map<string, Promise<void>>();
  /** Settles once every script of `files` (requested just before) has loaded; fails if one was refused. */
  const checked = (files: File[]): Promise<unknown> =>
    Promise.all(
      files
        .filter((file) => !isStyle(file))
        .map(([href]) => scripts.get(href) ?? Promise.reject(new Error(`${href} was not requested`))),
    );
  return {
    /**
     * Settles when every file of `files` has loaded or was refused. The scripts of one wave go into the
     * document in one append (one DOM change; each request costs its own set-up either way).
     */
    request(files: File[]): Promise<unknown> {
      const links: HTMLLinkElement[] = [];
      const all: Promise<void>[] = [];
      for (const file of files) {
        const [href, integrity] = file;
        if (isStyle(file)) {
          all.push(linkStyle(doc, href, integrity));
          continue;
        }
        const known = scripts.get(href);
        if (known) {
          all.push(known);
          continue;
        }
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        link.integrity = integrity;
        const loaded = new Promise<void>((resolve, reject) => {
          link.onload = () => resolve();
          link.onerror = () => {
            // Offline, nothing loads and nothing was refused: the widget that wanted it says so to the player.
            const offline = doc.defaultView?.navigator.onLine === false;
            const message = `${href} did not load${offline ? ' (offline)' : ' or does not match its integrity hash'}`;
            (offline ? console.warn : console.error)(`[widgets] ${message}`);
            // Asked for again, it is requested again, checked again (a Retry after a network failure).
            scripts.delete(href);
            link.remove();
            reject(new Error(message));
          };
        });
        loaded.catch(() => undefined); // the console has it; only an import that needs the file fails with it
        scripts.set(href, loaded);
        all.push(loaded);
        links.push(link);
      }
      if (links.length > 0) doc.head.append(...links);
      return Promise.allSettled(all);
    },
    checked,
    /** The module of `files` (its entry first, all of them requested), once every script of them has loaded. */
    importChecked(files: File[]): Promise<unknown> {
      return checked(files).then(() => import(/* @vite-ignore */ files[0]![0]));
    },
  };
}

/**
 * The loader's work, in two waves that overlap. At once, beside the fetch of the page's locale's manifest
 * (with the integrity the loader carries), a modulepreload for every script of the core (the loader carries
 * their names and hashes), which is imported once they are in. When the manifest is in, one more wave: the
 * scripts and stylesheets of the page's widgets. The core starts once that wave is in too (loaded or
 * refused), so the page's widgets render one after the other, not one host-page layout per file that
 * arrives (measured: less blocking time at 4x CPU). One imported later (a deferred mount point, markup
 * added afterwards) gets all its files requested in one wave too. The lazy parts' manifest at boot too on a
 * page whose widgets' first screen can be a part (PARTS_AT_BOOT: its files then go out with the widgets'),
 * else once the page's widgets are up; a lazy part's files when the part is asked for
 * (shared/runtime/parts.ts).
 */
export function loadCore(win: Window, index: ManifestIndex, names: string[], base: string, bus: Bus): Promise<Core> {
  // `base`: the loader's address, which the index's paths are relative to.
  const { file, integrity, core, parts: partsRef } = index[pickLocale(win, Object.keys(index))]!;
  /** A manifest, fetched with its integrity: its address and what it says. */
  const fetchManifest = <T>(ref: FileRef, from: string) => {
    const url = new URL(ref.file, from).href;
    return win.fetch(url, { integrity: ref.integrity }).then((response) => {
      if (!response.ok) throw new Error(`the manifest ${ref.file} answered ${String(response.status)}`);
      return (response.json() as Promise<T>).then((build) => ({ url, build }));
    });
  };
  /** What `indexes` name in a manifest at `url`, each with its integrity. */
  const filesOf = ({ url, build }: { url: string; build: Files }, indexes: number[]) =>
    indexes.map((i): File => [new URL(build.files[i]!, url).href, `sha256-${build.sha256[i]!}`]);
  const manifest = fetchManifest<LocaleManifest>({ file, integrity }, base);
  const files = fileLoader(win.document);
  const coreFiles = core.map(([path, sha256]): File => [new URL(path, base).href, `sha256-${sha256}`]);
  files.request(coreFiles);
  // A lazy part's files (shared/runtime/parts.ts), requested when the part is: in, checked, or it fails.
  // Their manifest is asked for at boot or once the page's widgets are up, or by the first part (again
  // after a failure).
  let partsManifest: ReturnType<typeof fetchManifest<PartsManifest>> | undefined;
  const partsIndex = () =>
    (partsManifest ??= fetchManifest<PartsManifest>(partsRef, base).catch((error: unknown) => {
      partsManifest = undefined;
      throw error;
    }));
  if (names.some((name) => (PARTS_AT_BOOT as readonly string[]).includes(name)))
    void partsIndex().catch(() => undefined);
  const parts: PartFiles = (id) =>
    partsIndex().then((list) => {
      if (!Object.hasOwn(list.build.parts, id)) throw new Error(`the lazy part ${id} is not in the manifest`);
      const partFiles = filesOf(list, list.build.parts[id]!);
      files.request(partFiles);
      return files.checked(partFiles);
    });
  // The core in, the page's widgets' first reads and first screens' parts go out while their files load
  // (render-as-you-fetch).
  const esmCore = (files.importChecked(coreFiles) as Promise<EsmCore>).then(
    (esm) => (esm.prepare(win, bus, parts), esm),
  );
  const registry = manifest.then((locale) => {
    const { build } = locale;
    // Own properties only: a page's `data-widget="constructor"` names no widget (and no Object.prototype member).
    const wave = files.request(
      names.flatMap((name) => (Object.hasOwn(build.widgets, name) ? filesOf(locale, build.widgets[name]!) : [])),
    );
    const scripts: Registry = {};
    const styles: Record<string, StyleFile[]> = {};
    for (const [name, indexes] of Object.entries(build.widgets)) {
      const widgetFiles = filesOf(locale, indexes);
      scripts[name] = () => {
        files.request(widgetFiles);
        return files.importChecked(widgetFiles) as ReturnType<Registry[string]>;
      };
      styles[name] = widgetFiles.filter(isStyle);
    }
    return wave.then(() => ({ scripts, styles }));
  });
  return Promise.all([esmCore, registry]).then(([esm, { scripts, styles }]) => ({
    start: (w, bus) => {
      const mounted = esm.start(w, bus, withStyles({ ...scripts, ...esm.widgets }, styles, win.document, base));
      void mounted.then(partsIndex).catch(() => undefined); // the first part asks again
      return mounted;
    },
  }));
}
