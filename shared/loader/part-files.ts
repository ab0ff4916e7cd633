import { PARTS_AT_BOOT } from '../runtime/parts';
import { checked, requestFiles, type Requests } from './file-requests';
import { fetchManifest, filesOf, type Listed, type FileRef, type PartsManifest } from './manifest';

/**
 * The lazy parts' manifest of one page: asked for at boot or once the page's widgets are up, or by the
 * first part, and again after a failure.
 */
export interface PartsSource {
  win: Window;
  ref: FileRef;
  base: string;
  manifest?: Promise<Listed<PartsManifest>>;
}

/** On a page with a widget whose first screen can be a part (PARTS_AT_BOOT), the parts' manifest goes out at boot. */
export const partsAtBoot = (names: string[]) =>
  names.some((name) => (PARTS_AT_BOOT as readonly string[]).includes(name));

/** The lazy parts' manifest, fetched once while it has not failed. */
export function partsManifest(source: PartsSource): Promise<Listed<PartsManifest>> {
  return (source.manifest ??= fetchManifest<PartsManifest>(source.win, source.ref, source.base).catch(
    (error: unknown) => {
      source.manifest = undefined;
      throw error;
    },
  ));
}

/** A lazy part's files (shared/runtime/parts.ts), requested when the part is: in, checked, or it fails. */
export async function requestPart(source: PartsSource, requests: Requests, id: string): Promise<unknown> {
  const list = await partsManifest(source);
  if (!Object.hasOwn(list.build.parts, id)) throw new Error(`the lazy part ${id} is not in the manifest`);
  const files = filesOf(list, list.build.parts[id]!);
  void requestFiles(requests, files);
  return checked(requests, files);
}
