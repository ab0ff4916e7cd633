// The ESM loader (dist/widgets.js): tiny and locale-free. build.mjs writes in, per locale, where its
// manifest is and its integrity, and the core's files with theirs; see shared/loader/.
import { boot } from '../shared/runtime/boot';
import { loadCore } from '../shared/loader/load-core';
import type { ManifestIndex } from '../shared/loader/manifest';

declare const __WIDGETS_MANIFESTS__: ManifestIndex;

boot(window, (names, bus) => loadCore(window, __WIDGETS_MANIFESTS__, names, import.meta.url, bus));
