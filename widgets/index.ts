// The ESM loader (dist/widgets.js): tiny and locale-free. build.mjs writes in where each locale's manifest
// is and its integrity; see shared/runtime/manifest.ts.
import { boot } from '../shared/runtime/boot';
import { fetchManifest, loadCore, type ManifestIndex } from '../shared/runtime/manifest';

declare const __WIDGETS_MANIFESTS__: ManifestIndex;

boot(window, (names) =>
  fetchManifest(window, __WIDGETS_MANIFESTS__, import.meta.url).then(({ build, url }) =>
    loadCore(window, build, names, url),
  ),
);
