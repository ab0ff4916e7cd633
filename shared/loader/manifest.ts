import { configSource } from '../runtime/host-page';
import type { StyleFile } from './stylesheets';

/** Files (paths relative to the manifest that lists them) with their sha256 in base64 (the Subresource Integrity value but its `sha256-`). */
interface Files {
  files: string[];
  sha256: string[];
}

/** A manifest's file, relative to the one that names it, and its integrity. */
export interface FileRef {
  file: string;
  integrity: string;
}

/**
 * One locale's manifest (scripts/esm-build.mjs writes it from esbuild's metafile): the files of that locale's
 * widgets but the core's and, as indexes into `files`, each widget's static import closure but the core's
 * (its entry first, then its stylesheets, the `.css` files).
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
 * What the loader carries (build.mjs writes it in), per locale: its manifest, the core's static closure
 * (its entry first), each file with its sha256, and the lazy parts' manifest's file and integrity; paths
 * relative to the loader.
 */
export type ManifestIndex = Record<string, LocaleManifest & { core: [file: string, sha256: string][]; parts: FileRef }>;

/** A manifest: the address its files are relative to, and what it says. */
export interface Listed<T extends Files> {
  url: string;
  build: T;
}

/** A file to request: its address and its Subresource Integrity value. */
export type File = StyleFile;

export const isStyle = ([href]: File) => href.endsWith('.css');

/**
 * The page's locale from where readConfig reads it (shared/runtime/host-page.ts), falling back to the
 * first locale of the build (readConfig's default) when it is missing or unknown.
 */
export function pickLocale(win: Window, locales: string[]): string {
  const locale = configSource(win).locale;
  return typeof locale === 'string' && locales.includes(locale) ? locale : locales[0]!;
}

/** The manifest `ref` names relative to `from`, fetched with its integrity. */
export function fetchManifest<T extends Files>(win: Window, ref: FileRef, from: string): Promise<Listed<T>> {
  const url = new URL(ref.file, from).href;
  return win.fetch(url, { integrity: ref.integrity }).then(async (response) => {
    if (!response.ok) throw new Error(`the manifest ${ref.file} answered ${String(response.status)}`);
    return { url, build: (await response.json()) as T };
  });
}

/** What `indexes` name in a manifest, each with its integrity. */
export function filesOf({ url, build }: Listed<Files>, indexes: number[]): File[] {
  return indexes.map((i): File => [new URL(build.files[i]!, url).href, `sha256-${build.sha256[i]!}`]);
}

/** The core's files as the loader carries them (relative to `base`), each with its integrity. */
export function coreFilesOf(core: ManifestIndex[string]['core'], base: string): File[] {
  return core.map(([path, sha256]): File => [new URL(path, base).href, `sha256-${sha256}`]);
}
