import type { Bus } from '../runtime/bus';
import type { Core } from '../runtime/boot';
import { importCore } from './core';
import { pageRequests, requestFiles } from './file-requests';
import { coreFilesOf, fetchManifest, pickLocale, type LocaleManifest, type ManifestIndex } from './manifest';
import { partsAtBoot, partsManifest, requestPart, type PartsSource } from './part-files';
import { requestPageWidgets, widgetImports } from './widget-files';

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
 * (shared/runtime/parts.ts). `base`: the loader's address, which the index's paths are relative to.
 */
export function loadCore(win: Window, index: ManifestIndex, names: string[], base: string, bus: Bus): Promise<Core> {
  const { file, integrity, core, parts } = index[pickLocale(win, Object.keys(index))]!;
  const manifest = fetchManifest<LocaleManifest>(win, { file, integrity }, base);
  const requests = pageRequests(win.document);
  const coreFiles = coreFilesOf(core, base);
  void requestFiles(requests, coreFiles);
  const partsSource: PartsSource = { win, ref: parts, base };
  if (partsAtBoot(names)) void partsManifest(partsSource).catch(() => undefined);
  const esmCore = importCore(win, requests, coreFiles, bus, (id) => requestPart(partsSource, requests, id));
  const widgets = manifest.then(async (locale) => {
    await requestPageWidgets(requests, locale, names);
    return widgetImports(requests, locale);
  });
  return Promise.all([esmCore, widgets]).then(([esm, manifestWidgets]) => ({
    run: (w, bus) => {
      const mounted = esm.run(w, bus, { ...manifestWidgets, ...esm.widgets });
      void mounted.then(() => partsManifest(partsSource)).catch(() => undefined); // the first part asks again
      return mounted;
    },
  }));
}
