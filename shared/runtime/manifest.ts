import { DEFAULT_LOCALE } from '../i18n/locales';
import type { Bus } from './bus';
import type { Core } from './boot';
import { configSource } from './host-page';
import type { Mounter } from './mounter';
import type { Registry } from './registry';
import { linkStyle, withStyles, type StyleFile } from './styles';

/**
 * One locale's manifest (scripts/esm-build.mjs writes it from esbuild's metafile as
 * `<locale>/manifest-HASH.json`): the files of that locale's build (paths relative to the manifest) with
 * their sha256 in base64 (the Subresource Integrity value but its `sha256-`), and as indexes into
 * `files`: the core's static import closure (its entry first) and each widget's outside it (its entry
 * first, then its stylesheets, the `.css` files).
 */
export interface LocaleManifest {
  files: string[];
  sha256: string[];
  core: number[];
  widgets: Record<string, number[]>;
}

/** What the loader carries (build.mjs writes it in): per locale, its manifest's file and integrity. */
export type ManifestIndex = Record<string, { file: string; integrity: string }>;

/**
 * The page's locale from where readConfig reads it (shared/runtime/host-page.ts), falling back to the
 * first locale of the build (readConfig's default) when it is missing or unknown.
 */
export function pickLocale(win: Window, locales: string[]): string {
  const locale = configSource(win).locale;
  return typeof locale === 'string' && locales.includes(locale) ? locale : (locales[0] ?? DEFAULT_LOCALE);
}

/** The ESM core (widgets/core.ts): the chrome's widgets inside it, and the runtime's start. */
interface EsmCore {
  widgets: Registry;
  start(win: Window, bus: Bus, widgets: Registry): Promise<Mounter>;
}

/** The page's locale's manifest and its address, fetched with its integrity (the loader's own covers it). */
export async function fetchManifest(
  win: Window,
  index: ManifestIndex,
  base: string,
): Promise<{ build: LocaleManifest; url: string }> {
  const { file, integrity } = index[pickLocale(win, Object.keys(index))]!;
  const url = new URL(file, base).href;
  const response = await win.fetch(url, { integrity });
  if (!response.ok) throw new Error(`the manifest ${file} answered ${String(response.status)}`);
  return { build: (await response.json()) as LocaleManifest, url };
}

/**
 * One wave: a modulepreload (with its integrity) for every script of the core and of the page's widgets,
 * and the stylesheets of all of them; then the core is imported. Every module is in the browser's module
 * map, checked, before anything imports it, so a file that does not match its hash never runs.
 * A widget mounts once its module and its stylesheets are there; one imported later (a deferred mount
 * point, markup added afterwards) gets all its files requested in one wave too.
 */
export function loadCore(win: Window, build: LocaleManifest, names: string[], base: string): Promise<Core> {
  // `base`: the manifest's address, which its paths are relative to.
  const url = (i: number) => new URL(build.files[i]!, base).href;
  const doc = win.document;
  const integrity = (i: number) => `sha256-${build.sha256[i]!}`;
  const isStyle = (i: number) => build.files[i]!.endsWith('.css');
  const requested = new Set<number>();
  // Files the browser refused (a failed load, a hash that does not match). One is never imported after: an
  // import of a URL whose preload failed fetches it again, without its hash, and would run what was refused.
  const refused = new Set<number>();
  const importChecked = (files: number[]) => {
    const bad = files.find((i) => refused.has(i));
    return bad === undefined
      ? import(/* @vite-ignore */ url(files[0]!))
      : Promise.reject(new Error(`${url(bad)} was refused: not imported`));
  };
  // The links of one wave go into the document in one append (one DOM change; each request costs its own
  // set-up either way).
  const request = (files: number[]) => {
    const links: HTMLLinkElement[] = [];
    for (const i of files) {
      if (requested.has(i)) continue;
      requested.add(i);
      if (isStyle(i)) {
        void linkStyle(doc, url(i), integrity(i));
        continue;
      }
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(i);
      link.integrity = integrity(i);
      // The browser refuses a file that does not match its hash; the import that needs it fails after.
      link.onerror = () => {
        refused.add(i);
        console.error(`[widgets] ${link.href} did not load or does not match its integrity hash`);
      };
      links.push(link);
    }
    if (links.length > 0) doc.head.append(...links);
  };
  // Own properties only: a page's `data-widget="constructor"` names no widget (and no Object.prototype member).
  const filesOf = (name: string) => (Object.hasOwn(build.widgets, name) ? build.widgets[name]! : []);
  request([...build.core, ...names.flatMap(filesOf)]);
  const scripts: Registry = {};
  const styles: Record<string, StyleFile[]> = {};
  for (const [name, files] of Object.entries(build.widgets)) {
    scripts[name] = () => {
      request(files);
      return importChecked(files) as ReturnType<Registry[string]>;
    };
    styles[name] = files.filter(isStyle).map((i) => [url(i), integrity(i)] as const);
  }
  return (importChecked(build.core) as Promise<EsmCore>).then((core) => ({
    start: (w, bus) => core.start(w, bus, withStyles({ ...scripts, ...core.widgets }, styles, doc, base)),
  }));
}
