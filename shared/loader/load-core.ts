import type { Bus } from '../runtime/bus';
import type { Core } from '../runtime/boot';
import { yieldToMain } from '../runtime/yield-to-main';
import { importCore } from './core';
import { pageRequests, requestFiles } from './file-requests';
import { coreFilesOf, pickLocale, type Listed, type LocaleManifest, type ManifestIndex } from './manifest';
import { partsAtBoot, partsManifest, requestPart, type PartsSource } from './part-files';
import { requestPageWidgets, widgetImports } from './widget-files';

/**
 * The loader's work, in one wave: a modulepreload for every script of the core and, a task later, the scripts
 * and stylesheets of the page's widgets (the loader carries the page's locale's manifest: their names and
 * hashes). The core is imported once its files are in, and starts once the widgets' are too (loaded or
 * refused), so the page's widgets render one after the other, not one host-page layout per file that
 * arrives (measured: less blocking time at 4x CPU). One imported later (a deferred mount point, markup added
 * afterwards) gets all its files requested in one wave too. The lazy parts' manifest at boot too on a page
 * whose widgets' first screen can be a part (PARTS_AT_BOOT: its files then go out with the widgets'), else
 * once the page's widgets are up; a lazy part's files when the part is asked for (shared/runtime/parts.ts).
 * `base`: the loader's address, which the index's paths are relative to.
 */
export function loadCore(win: Window, index: ManifestIndex, names: string[], base: string, bus: Bus): Promise<Core> {
  const locale = index[pickLocale(win, Object.keys(index))]!;
  const manifest: Listed<LocaleManifest> = { url: base, build: locale };
  const requests = pageRequests(win.document);
  const coreFiles = coreFilesOf(locale.core, base);
  void requestFiles(requests, coreFiles);
  const partsSource: PartsSource = { win, ref: locale.parts, base };
  if (partsAtBoot(names)) void partsManifest(partsSource).catch(() => undefined);
  const esmCore = importCore(win, requests, coreFiles, bus, (id) => requestPart(partsSource, requests, id));
  // The core's requests first, on their own: the widgets' wave is a task of its own (a few ms a request at 4x CPU).
  const widgets = yieldToMain().then(async () => {
    await requestPageWidgets(requests, manifest, names);
    return widgetImports(requests, manifest);
  });
  return Promise.all([esmCore, widgets]).then(([esm, manifestWidgets]) => ({
    run: (w, bus) => {
      const mounted = esm.run(w, bus, { ...manifestWidgets, ...esm.widgets });
      void mounted.then(() => partsManifest(partsSource)).catch(() => undefined); // the first part asks again
      return mounted;
    },
  }));
}
