import type { Bus } from './bus';
import type { Core } from './boot';
import type { Mounter, Registry } from './mounter';

/**
 * Written by build.mjs into the ESM loader: per locale, the files of that locale's build (paths relative
 * to the loader) and, as indexes into `files`, the closure of static imports of the core (its entry
 * first) and of each other widget (its entry first, without the core's files). Every file carries the
 * strings of its locale only.
 */
export interface Manifest {
  [locale: string]: { files: string[]; core: number[]; widgets: Record<string, number[]> };
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

/** The ESM core (widgets/core.ts): the loader hands it the imports of the widgets outside it. */
interface EsmCore {
  start(win: Window, bus: Bus, widgets: Registry): Promise<Mounter>;
}

/**
 * One wave: a modulepreload for every file the core and the page's widgets need (so nothing waits for a
 * parent file to be parsed before its imports are requested), then the core itself.
 */
export function loadCore(win: Window, manifest: Manifest, names: string[], base: string): Promise<Core> {
  const build = manifest[pickLocale(win, Object.keys(manifest))]!;
  const wanted = new Set(build.core);
  for (const name of names) build.widgets[name]?.forEach((i) => wanted.add(i));
  const url = (i: number) => new URL(build.files[i]!, base).href;
  const doc = win.document;
  for (const i of wanted) {
    if (i === build.core[0]) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = url(i);
    doc.head.append(link);
  }
  const widgets: Registry = {};
  for (const [name, files] of Object.entries(build.widgets))
    widgets[name] = () => import(/* @vite-ignore */ url(files[0]!)) as ReturnType<Registry[string]>;
  return (import(/* @vite-ignore */ url(build.core[0]!)) as Promise<EsmCore>).then((core) => ({
    start: (w, bus) => core.start(w, bus, widgets),
  }));
}
