// The ESM loader (dist/widgets.js): tiny and locale-free. build.mjs writes the manifest of the per-locale
// builds into it; see shared/runtime/manifest.ts.
import { boot } from '../shared/runtime/boot';
import { loadCore, type Manifest } from '../shared/runtime/manifest';

declare const __WIDGETS_MANIFEST__: Manifest;

boot(window, (names) => loadCore(window, __WIDGETS_MANIFEST__, names, import.meta.url));
